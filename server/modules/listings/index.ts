// What the listings module offers the rest of the server (other modules, the wiring, the routes'
// list): another module imports it from here, `@server/modules/listings`, never from a file of the
// module; its other files are its own (docs/decisions.md "Layers").
export { availableUntilOnCreate } from './availability';
export { editable } from './edit-listing';
export { scheduleFreshness } from './freshness';
export { GIVEAWAY_REFUSALS, refuseWhileSimmering } from './giveaway-rules';
export { LISTING_NOT_FOUND, present, reload } from './listing-answers';
export { presentListing } from './presenter';
export { ListingPages } from './public-pages';
export { listingRoutes } from './routes';
export { searchQueries, searchWordsOf } from './search-words';
export { writeStateChange } from './state-change';
export { STATUS_REFUSALS } from './status-rules';
export { roundDistance, vantageOfHome } from './vantage';
export type { ListingWithOwner } from './visible-listing';
export { findVisibleListing, selectListings } from './visible-listing';
