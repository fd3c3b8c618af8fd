// Bundles the server into dist/server/index.js; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'server/index.ts', ops: 'server/ops/cli.ts' },
  outdir: `${process.env.DIST_DIR ?? 'dist'}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
