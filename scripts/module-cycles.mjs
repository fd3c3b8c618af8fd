// Fails when the server's modules depend on one another in a cycle (docs/decisions.md "Layers"):
// builds the folder-level graph of server/modules/* from the imports of their non-test files
// (`@server/modules/<name>/…` and `../<name>/…`) and prints each cycle with the imports that
// make it. `npm run lint` runs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? 'server/modules';
const modules = readdirSync(root).filter((d) => statSync(path.join(root, d)).isDirectory());
/** module → module it imports → the imports that do it */
const graph = new Map(modules.map((m) => [m, new Map()]));

function targetOf(dir, spec) {
  const alias = /^@server\/modules\/([^/]+)\//.exec(spec);
  if (alias) return alias[1];
  if (!spec.startsWith('.')) return undefined;
  const [first] = path.relative(root, path.resolve(dir, spec)).split(path.sep);
  return modules.includes(first) ? first : undefined;
}

function read(dir, module) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) read(file, module);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const source = readFileSync(file, 'utf8');
      for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const target = targetOf(dir, spec);
        if (!target || target === module) continue;
        const edges = graph.get(module);
        edges.set(target, [...(edges.get(target) ?? []), `${file} imports ${spec}`]);
      }
    }
  }
}
for (const module of modules) read(path.join(root, module), module);

// Tarjan's strongly connected components: every component of more than one module is a cycle.
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
for (const module of modules) if (!index.has(module)) visit(module);

if (cycles.length) {
  console.error(`server modules depend on one another in a cycle (docs/decisions.md "Layers"):`);
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
const edges = [...graph.values()].reduce((n, e) => n + e.size, 0);
console.log(`server modules: ${modules.length}, ${edges} dependencies between them, no cycle.`);
