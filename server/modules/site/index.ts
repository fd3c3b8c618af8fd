// What the site module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/site`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { siteRoutes } from './routes';
