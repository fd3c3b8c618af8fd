// Shared with the messages feature's listing card (docs/product.md §10.7).
export { priceLabel, stateLabel, stateTag } from '@common/listing-labels';
