// Shared with the messages feature's listing card (docs/product.md §10.7).
export { dollars, priceLabel, STATE_LABELS, stateTag } from '@common/listing-labels';
