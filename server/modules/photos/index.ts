// What the photos module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/photos`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { photoReadsOnly, photoRoutes } from './routes';
export { listingPhotoPath, signPhotoPath } from './signing';
