/**
 * The file in the client build that maps an entry page's path to its copy of index.html:
 * written by the build (client/build/entry-pages.ts), read by the server (server/spa.ts).
 */
export const ENTRY_PAGES_FILE = 'entry-pages.json';
