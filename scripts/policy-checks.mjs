// Fails when a decision of who may see or do what is written outside server/policies
// (docs/decisions.md "Policies"): an identity comparison of an owner's or a party's id, a
// member's or a swap day's standing spelled out (`deleted_at is null`, `isNull(users.deletedAt)`,
// `row.suspendedAt`), a listing's visibility written again in SQL (`is_public`, `moderation is
// null`). Tests and server/test are not read. Each hit is named file:line; a known exception is
// listed below with its reason (the same list is in docs/decisions.md), and an exception that no
// longer matches anything fails too, so the list cannot outlive its code. `npm run lint` runs it.
import { readdirSync, readFileSync, statSync } from 'node:fs';

const root = 'server';
// The schema declares the columns (and the partial indexes' predicates), it decides nothing.
const skipped = ['server/policies', 'server/test', 'server/db/schema'];

/** A member's id, an owner's or a party's column, in camel or snake case, with its object. */
const identity = String.raw`[\w$.?!]*\b(?:(?:owner|sender|receiver|recipient|host|reporter|requester|actor|from|to|user|member|viewer|blocker|blocked|chosen|author)_?[Ii]d|proposed_?[Bb]y|reserved_?[Ff]or)\b`;
const operand = String.raw`[\w$.?!\[\]'"]+`;
const comparison = new RegExp(String.raw`(${operand})\s*(?:===|!==|==|!=)\s*(${operand})`, 'g');
const idName = new RegExp(`^${identity}$`);
const nothing = /^(?:null|undefined|''|"")$/;

/** What each rule looks for in a line, beside the identity comparisons. */
const RULES = [
  {
    name: 'member standing',
    patterns: [
      /\b(?:deleted|suspended)_at\s+is\s+(?:not\s+)?null/i,
      /\b(?:isNull|isNotNull)\(\s*[\w.]+\.(?:deleted|suspended)At\s*\)/,
      /\$\{[\w.]+\.(?:deleted|suspended)At\}\s+is\s+(?:not\s+)?null/,
      /\.(?:deleted|suspended)At\b\s*(?:\)|&&|\|\||\?|[!=]==?)/,
    ],
  },
  {
    name: 'listing visibility',
    patterns: [
      /\b(?:and|or|where|not|on)\s+(?:\w+\.)?is_(?:public|active)\b/i,
      /\bmoderation\s+is\s+(?:not\s+)?null/i,
      /\bisNull\(\s*[\w.]+\.(?:moderation|expiredAt)\s*\)/,
      /\.is(?:Public|Active)\b\s*(?:&&|\|\||\?(?![?.]))/,
    ],
  },
  {
    name: 'swap day standing',
    patterns: [
      /\b(?:cancelled|removed)_at\s+is\s+(?:not\s+)?null/i,
      /\b(?:isNull|isNotNull)\(\s*events\.(?:cancelled|removed)At\s*\)/,
      /\$\{events\.(?:cancelled|removed)At\}\s+is\s+(?:not\s+)?null/,
    ],
  },
];

/**
 * Known exceptions: the file, a piece of the line, and why it is no decision of who may see or
 * do what (each is a state guard of a write). Kept in step with docs/decisions.md "Policies".
 */
const EXCEPTIONS = [
  {
    file: 'server/modules/events/service.ts',
    line: 'events.cancelledAt} is null',
    reason: 'a host cancels a swap day once',
  },
  {
    file: 'server/modules/listings/freshness.ts',
    line: 'isNull(listings.expiredAt)',
    reason: 'the sweep records that a listing expired, once: the write the freshness rule reads',
  },
  {
    file: 'server/modules/reports/queries.ts',
    line: 'isNull(listings.moderation)',
    reason: 'a listing enough members report is held only if no moderator has acted on it yet',
  },
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = `${dir}/${name}`;
    if (skipped.includes(file)) continue;
    if (statSync(file).isDirectory()) yield* files(file);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) yield file;
  }
}

/** Whether a line is a comment's (the rules are about code, not the words that explain it). */
const commentLine = /^\s*(?:\/\/|\/?\*)/;

function hitsOf(text) {
  const hits = [];
  for (const comparisonMatch of text.matchAll(comparison)) {
    const [, left, right] = comparisonMatch;
    if (nothing.test(left) || nothing.test(right)) continue;
    if (idName.test(left) || idName.test(right)) hits.push('identity comparison');
  }
  for (const rule of RULES) {
    if (rule.patterns.some((pattern) => pattern.test(text))) hits.push(rule.name);
  }
  return hits;
}

const problems = [];
const used = new Set();
for (const file of files(root)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, index) => {
    if (commentLine.test(text)) return;
    const hits = hitsOf(text);
    if (hits.length === 0) return;
    const exception = EXCEPTIONS.find((e) => e.file === file && text.includes(e.line));
    if (exception) {
      used.add(exception);
      return;
    }
    problems.push(`${file}:${index + 1}: ${[...new Set(hits)].join(', ')}: ${text.trim()}`);
  });
}
for (const exception of EXCEPTIONS) {
  if (!used.has(exception)) {
    problems.push(`${exception.file}: the exception "${exception.line}" matches nothing; drop it`);
  }
}

if (problems.length) {
  console.error(
    'A decision of who may see or do what outside server/policies (docs/decisions.md "Policies"):',
  );
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Ask the predicate or check of server/policies instead, or list an exception with its reason.',
  );
  process.exit(1);
}
