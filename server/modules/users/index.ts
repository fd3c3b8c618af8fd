// What the users module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/users`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { userRoutes } from './routes';
