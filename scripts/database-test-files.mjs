// Which server test files can answer differently on PostgreSQL: those whose imports (followed
// through the repository's own files) reach the test database (server/test/database.ts) or
// read TEST_DATABASE_URL. Every other file runs the same code on the same embedded database
// whatever TEST_DATABASE_URL says, so the PostgreSQL run (scripts/test-pg.mjs) leaves it to the
// PGlite run instead of running it twice (README.md "Tests").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ALIASES = { '@server/': 'server/', '@common/': 'common/', '@client/': 'client/src/' };
const DATABASE = path.join(root, 'server/test/database.ts');
// `… from '…'`, `import '…'` and `import('…')`.
const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function resolve(from, specifier) {
  let base;
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  if (alias) base = path.join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Every repository file reachable from these, with the repository files each one imports. */
function importGraph(entries) {
  const graph = new Map();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1]))
      .filter((target) => target !== undefined);
    graph.set(file, { text, imports });
    queue.push(...imports);
  }
  return graph;
}

/** The files of the graph that are the test database, read TEST_DATABASE_URL or import one. */
function touchingDatabase(graph) {
  const importers = new Map();
  for (const [file, { imports }] of graph) {
    for (const target of imports) {
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(file);
    }
  }
  const queue = [...graph]
    .filter(([file, { text }]) => file === DATABASE || text.includes('TEST_DATABASE_URL'))
    .map(([file]) => file);
  const touching = new Set(queue);
  while (queue.length) {
    for (const importer of importers.get(queue.pop()) ?? []) {
      if (touching.has(importer)) continue;
      touching.add(importer);
      queue.push(importer);
    }
  }
  return touching;
}

function testFiles(dir) {
  return readdirSync(path.join(root, dir), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(root, dir, name));
}

/** The server project's test files (vitest.config.ts) that depend on the database, relative. */
export function databaseTestFiles() {
  const files = [...testFiles('server'), ...testFiles('common')].filter(
    (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
  );
  const touching = touchingDatabase(importGraph(files));
  return files
    .filter((file) => touching.has(file))
    .map((file) => path.relative(root, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of databaseTestFiles()) console.log(file);
}
