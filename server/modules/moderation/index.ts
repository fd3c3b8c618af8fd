// What the moderation module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/moderation`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { applyModeratorEmails, isModeratorEmail, setModerator } from './moderators';
export { moderationRoutes } from './routes';
export { composeListingRemovedEmail } from './service';
