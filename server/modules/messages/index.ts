// What the messages module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/messages`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export type { MessageRecord } from './message-record';
export { findMessage, messageRecordColumns } from './message-record';
export { presentMessage } from './presenter';
export { messageRoutes } from './routes';
export { createMessageLimiter, registerMessageHandlers } from './socket';
