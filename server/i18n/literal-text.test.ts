import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findLiteralTexts, type Scope } from '@server/test/literal-text';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from the catalogue (docs/decisions.md "Languages"): this
 * fails on one written in the code, naming file and line.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test' && name !== 'migrations') sources(file, into);
    } else if (
      /\.tsx?$/.test(name) &&
      !/\.(test|spec)\.tsx?$/.test(name) &&
      !name.endsWith('.d.ts')
    )
      into.push(file);
  }
  return into;
}

const CLIENT: Scope = { client: true, prose: false };
const SERVER: Scope = { client: false, prose: false };
const DELIVERIES: Scope = { client: false, prose: true };

/** What each part of the tree is checked for. */
function scopeOf(relative: string): Scope | undefined {
  if (relative.startsWith('client/src/')) return CLIENT;
  if (relative.startsWith('server/demo/')) return undefined; // the demo's own content
  if (/^server\/config[-.]/.test(relative)) return undefined; // for operators, in English
  if (/^server\/(emails|deliveries|modules\/(notifications|push))\//.test(relative))
    return DELIVERIES;
  if (relative.startsWith('server/') || relative.startsWith('common/')) return SERVER;
  return undefined;
}

const scan = (name: string, source: string, scope: Scope) =>
  findLiteralTexts(name, source, scope).map((f) => `${f.line} ${f.rule}: ${f.text}`);

describe('the literal text check', () => {
  it('finds JSX text, user-facing attributes and strings shown as children', () => {
    const found = scan(
      'a.tsx',
      `export const A = ({ n }: { n: number }) => (
        <div className="card card--wide" aria-live="polite">
          Hello there
          <img alt="A tomato" src="/a.png" />
          <Field label={n > 1 ? 'Many things' : t('x.one')} hint={\`Up to \${n} items\`} />
          {n === 0 && 'Nothing yet'}
          {t('listings.title')}
        </div>
      );`,
      CLIENT,
    );
    expect(found).toEqual([
      '3 JSX text: Hello there',
      '4 alt=: A tomato',
      '5 label=: Many things',
      '5 hint=: Up to … items',
      '6 JSX child: Nothing yet',
    ]);
  });

  it('finds prose in client modules, error details and zod messages, not code', () => {
    const found = scan(
      'b.ts',
      `export const LABELS = { dismiss: 'Dismiss the report', removed: 'removed' };
      console.warn('Renewing the listing failed');
      throw new Error('The app has no root element');
      const rows = sql\`select id from listings where title = 'a b'\`;
      const classes = 'map-card map-card--open';
      export const schema = z.string().min(3, 'Title must be longer');
      export const ok = z.string().min(3, say('validation.titleTooShort'));
      throw notFound('Listing not found');
      // i18n-exempt: a licence notice, in the licence's words
      const attribution = 'Map data from OpenStreetMap contributors';`,
      CLIENT,
    );
    expect(found).toEqual([
      '1 prose: Dismiss the report',
      '6 .min() message: Title must be longer',
      '8 notFound(): Listing not found',
    ]);
  });

  it('lets the server name things, and finds its error details and answers', () => {
    const found = scan(
      'c.ts',
      `export const notFound = (detail: Detail = 'Not found') => new HttpError(404, detail);
      export function forbidden(detail = 'You may not do this') { return new HttpError(403, detail); }
      ctx.logger.info({ id }, 'listing expired notice sent');
      res.json({ message: 'Password has been reset successfully.' });
      throw conflict(\`Only \${n} events at a time\`);`,
      SERVER,
    );
    expect(found).toEqual([
      '2 forbidden() default: You may not do this',
      '4 message:: Password has been reset successfully.',
      '5 conflict(): Only … events at a time',
    ]);
  });

  it('finds every sentence where e-mails and pushes are made', () => {
    expect(
      scan('d.ts', `const subject = \`\${name} asked to be your friend\`;`, DELIVERIES),
    ).toEqual(['1 prose: … asked to be your friend']);
  });

  it('finds none in the app', () => {
    const findings: string[] = [];
    for (const top of ['client/src', 'server', 'common']) {
      for (const file of sources(path.join(root, top))) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const scope = scopeOf(relative);
        if (!scope) continue;
        for (const finding of scan(relative, readFileSync(file, 'utf8'), scope))
          findings.push(`${relative}:${finding}`);
      }
    }
    expect(findings).toEqual([]);
  });
});
