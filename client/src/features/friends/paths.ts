import { paths } from '../../paths';

/** The pending view of /myfriends (SPEC.md §2 My friends), kept in the query string. */
export const pendingView = `${paths.myFriends}?view=pending`;
