// What the events module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/events`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { tellNeighbours } from './notices';
export { eventRoutes } from './routes';
export { scheduleEventSweep } from './sweep';
export { findShownEvent } from './visible-event';
