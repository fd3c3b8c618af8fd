// Bundles the server into dist/server/index.js; dependencies stay in node_modules. What the
// server imports only when it needs it (the demo gardeners and their drawings, on a first empty
// start) is a chunk of its own, loaded then and never otherwise (docs/decisions.md "Demo data").
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'server/index.ts', ops: 'server/ops/cli.ts' },
  outdir: `${process.env.DIST_DIR ?? 'dist'}/server`,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
