// What the tiles module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/tiles`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { mapSources } from './csp';
export { tileRoutes } from './routes';
export { tileCacheDir } from './tile-cache';
export { trimTileCache } from './tile-cache-trim';
