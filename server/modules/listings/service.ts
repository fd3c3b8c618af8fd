/**
 * The listing operations the routes call, as one namespace (`service.*` in routes.ts, and the
 * bench's plans call them the same way). Each lives in the file of its concern: reading in
 * read-listings.ts, creating in create-listing.ts, editing in edit-listing.ts, deleting in
 * delete-listing.ts; status changes have their own (status.ts). Other files import those
 * directly, not this one.
 */
export { createListing } from './create-listing';
export { deleteListing } from './delete-listing';
export { renewListing, setVisibility, updateListing } from './edit-listing';
export { getListing, listListings } from './read-listings';
