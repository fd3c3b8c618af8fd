// What the reports module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/reports`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { reportRoutes } from './routes';
