import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryPagesPlugin } from './client/build/entry-pages.ts';
import { entryPages } from './client/src/entry-pages.ts';
import { pathAliases } from './path-aliases.ts';

const server = process.env.API_URL ?? 'http://127.0.0.1:3001';
/** DIST_DIR lets parallel builds (e.g. two test runs) use separate output folders. */
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * react-router's package exports resolve its development build in every mode (upstream issue
 * remix-run/react-router#14102), which leaves its development warnings on in production; a
 * production build takes the production files it ships beside them.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

export default defineConfig(({ mode }) => ({
  root: 'client',
  resolve: {
    alias: [...pathAliases, ...(mode === 'production' ? reactRouterProduction : [])],
  },
  publicDir: 'public',
  plugins: [
    react(),
    entryPagesPlugin(entryPages, fileURLToPath(new URL('./client/src', import.meta.url))),
  ],
  build: {
    outDir: `../${distDir}/client`,
    emptyOutDir: true,
    // Not in a build anyone may download: the server would hand out the client's source.
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
