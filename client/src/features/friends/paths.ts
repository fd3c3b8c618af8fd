import { paths } from '@client/paths';

/** The pending view of /myfriends (docs/product.md §9.3), kept in the query string. */
export const pendingView = `${paths.myFriends}?view=pending`;
