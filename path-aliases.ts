import { fileURLToPath } from 'node:url';

/**
 * The import aliases of tsconfig.base.json for Vite and Vitest, which do not read tsconfig
 * paths (esbuild, tsx and Playwright do): `@client/…`, `@server/…`, `@common/…`.
 */
export const pathAliases = [
  { find: /^@client\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
  { find: /^@server\//, replacement: fileURLToPath(new URL('./server/', import.meta.url)) },
  { find: /^@common\//, replacement: fileURLToPath(new URL('./common/', import.meta.url)) },
];
