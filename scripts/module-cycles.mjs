// Fails when the app's units depend on one another in a cycle (docs/decisions.md "Layers"). A
// unit is a folder or file at the top of server/, client/src/ or common/, except that each
// server/modules/<name> and client/src/features/<name> is a unit of its own. Every import of a
// non-test file counts, `import type` and `export … from` too, by alias or relative path; each
// cycle is printed with the imports that make it. `--list` prints every edge between units; the
// listing in docs/decisions.md "Layers" must be the code's (`--write-docs` writes it). `npm run
// lint` runs it.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const roots = ['server', 'client/src', 'common'];
/** Units split one level further: a folder of features rather than a layer. */
const splitFolders = ['server/modules', 'client/src/features'];
/** Test helpers may import anything; what they import is no dependency of the app. */
const helperFolders = ['server/test', 'client/src/test'];
const aliases = { '@server/': 'server/', '@client/': 'client/src/', '@common/': 'common/' };
const sourceFile = /\.(?:ts|tsx|mts|mjs|js)$/;

/** The unit a repository-relative path belongs to, or undefined outside the roots. */
function unitOf(file) {
  const split = splitFolders.find((folder) => file.startsWith(`${folder}/`));
  const root = split ?? roots.find((r) => file.startsWith(`${r}/`));
  if (!root) return undefined;
  const [first] = file.slice(root.length + 1).split('/');
  return `${root}/${first}`;
}

/** The repository-relative path an import names, or undefined for a package. */
function resolve(fromDir, spec) {
  const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
  if (alias) return aliases[alias] + spec.slice(alias.length);
  if (spec.startsWith('.')) return path.posix.join(fromDir, spec);
  return undefined;
}

/** A unit named without its file's extension (`server/context`) is the file that exists. */
function canonical(unit) {
  if (existsSync(unit)) return unit;
  for (const ext of ['.ts', '.tsx', '.d.ts', '.mjs', '.js']) {
    if (existsSync(unit + ext)) return unit + ext;
  }
  return unit;
}

// Statement-level imports only, so a quoted `from '…'` in a comment or string is no edge.
const staticImport = /^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const bareImport = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const dynamicImport = /^(?![ \t]*(?:\/\/|\*)).*?\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = `${dir}/${name}`;
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && !helperFolders.includes(file)) yield* files(file);
    } else if (sourceFile.test(name) && !/\.test\.[jt]sx?$/.test(name)) yield file;
  }
}

/** unit → unit it imports → the imports that do it */
const graph = new Map();
const edgesOf = (unit) => graph.get(unit) ?? graph.set(unit, new Map()).get(unit);
for (const root of roots) {
  for (const file of files(root)) {
    const from = canonical(unitOf(file));
    const edges = edgesOf(from);
    const source = readFileSync(file, 'utf8');
    for (const pattern of [staticImport, bareImport, dynamicImport]) {
      for (const [, spec] of source.matchAll(pattern)) {
        const target = resolve(path.posix.dirname(file), spec);
        const unit = target && unitOf(target);
        if (!unit) continue;
        const to = canonical(unit);
        if (to === from) continue;
        edgesOf(to);
        const why = `${file} imports ${spec}`;
        const list = edges.get(to) ?? [];
        if (!list.includes(why)) edges.set(to, [...list, why]);
      }
    }
  }
}

if (process.argv.includes('--list')) {
  const lines = [];
  for (const [from, edges] of graph) for (const to of edges.keys()) lines.push(`${from} → ${to}`);
  console.log(lines.sort().join('\n'));
}

// Tarjan's strongly connected components: every component of more than one unit is a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let next = 0;
function visit(v) {
  index.set(v, next);
  low.set(v, next++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v).keys()) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1) cycles.push(component.sort());
}
for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) visit(unit);

if (cycles.length) {
  console.error(`units of the app depend on one another in a cycle (docs/decisions.md "Layers"):`);
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.join(', ')}`);
    for (const from of cycle) {
      for (const [to, why] of graph.get(from)) {
        if (cycle.includes(to)) console.error(`    ${from} → ${to}: ${why.join('; ')}`);
      }
    }
  }
  process.exit(1);
}
// docs/decisions.md "Layers" lists every unit's dependencies between two markers; the listing
// must be the code's (`--write-docs` writes it again after a change of layers).
const DOCS = 'docs/decisions.md';
const BEGIN = '<!-- layers: written by `node scripts/module-cycles.mjs --write-docs` -->';
const END = '<!-- layers: end -->';
const short = (unit) => unit.replace(/^client\/src\//, 'client/').replace(/\.(ts|tsx|mjs)$/, '');
const listing = [...graph.keys()]
  .filter((unit) => graph.get(unit).size > 0)
  .sort()
  .map((from) => {
    const targets = [...graph.get(from).keys()].map(short).sort();
    return `- \`${short(from)}\` → ${targets.join(', ')}`;
  })
  .join('\n');
const docs = readFileSync(DOCS, 'utf8');
const begin = docs.indexOf(BEGIN);
const end = docs.indexOf(END);
if (begin < 0 || end < begin) {
  console.error(`${DOCS} has no "Layers" listing between ${BEGIN} and ${END}`);
  process.exit(1);
}
const written = `${docs.slice(0, begin + BEGIN.length)}\n\n${listing}\n\n${docs.slice(end)}`;
if (process.argv.includes('--write-docs')) writeFileSync(DOCS, written);
else if (written !== docs) {
  console.error(
    `${DOCS} "Layers" lists other dependencies than the code has: run node scripts/module-cycles.mjs --write-docs and read the change`,
  );
  process.exit(1);
}

const edges = [...graph.values()].reduce((n, e) => n + e.size, 0);
const summary = `units: ${graph.size}, ${edges} dependencies between them, no cycle.`;
if (process.argv.includes('--list')) console.error(summary);
else console.log(summary);
