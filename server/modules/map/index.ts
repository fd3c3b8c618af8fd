// What the map module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/map`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export type { Point } from './cloak';
export { homeColumns } from './cloak';
export { cloakStoredHomes } from './cloak-backfill';
export { mapRoutes } from './routes';
export { viewerPoint } from './viewer-point';
