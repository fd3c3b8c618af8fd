// What the wants module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/wants`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { matchNewListing, matchSavedWants } from './matching';
export { wantRoutes } from './routes';
export { scheduleSeasonSweep } from './season-sweep';
