// What the push module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/push`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { sendPush } from './delivery';
export { fanOutPushes } from './fanout';
export { alertMessage } from './message-alert';
export { pushRoutes } from './routes';
