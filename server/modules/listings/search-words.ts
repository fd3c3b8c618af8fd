import type { Db } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { rowsOf } from '@server/db/rows';
import { sql } from 'drizzle-orm';

/** At most this many words of a search count (docs/product.md §7.5). */
const MAX_SEARCH_WORDS = 6;
/** A typed word this long or longer that no listing uses is corrected (docs/product.md §7.5). */
const CORRECTED_FROM = 4;
/** How many listed words a misspelt one may stand for: "bazil" is both "basil" and "brazil". */
const CORRECTIONS = 3;

/** The words of what a member typed: letters and digits, lower case, in order. */
export function searchWordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A search as text-search queries (tsquery text): `all` finds listings with every word in the
 * title or description, `title` those with every word in the title (relevance's first rank).
 */
export interface SearchQuery {
  all: string;
  title: string;
}

interface WordForms {
  word: string;
  /** Its English stems; none for a stop word ("the", "with"). */
  stems: string[];
  /** Stems of the listed words it stands for when no listing uses it. */
  corrections: string[];
}

/**
 * What members search for repeats ("tomato", "basil"), so each word's forms are kept this long
 * per database, for searches and suggestions: a listing with a new word changes how a
 * misspelling of it is corrected within this time at most. Wish-list matching always asks
 * afresh (docs/performance.md "Search with words").
 */
const WORD_FORMS_TTL_MS = 30_000;
const WORD_FORMS_MAX = 10_000;
type FormsCache = Map<string, { forms: WordForms; until: number }>;
const formsCacheOf = perDatabase((): FormsCache => new Map());

/** formsOf, answering from `cache` what it holds and asking the database for the rest. */
async function cachedFormsOf(
  db: Db,
  wanted: Map<string, { word: string; typing: boolean }>,
  cache: FormsCache | undefined,
): Promise<Map<string, WordForms>> {
  const now = performance.now();
  const found = new Map<string, WordForms>();
  const missing: string[] = [];
  for (const key of wanted.keys()) {
    const hit = cache?.get(key);
    if (hit && hit.until > now) found.set(key, hit.forms);
    else missing.push(key);
  }
  const forms = await formsOf(
    db,
    missing.map((key) => wanted.get(key)!),
  );
  missing.forEach((key, i) => {
    found.set(key, forms[i]!);
    if (!cache) return;
    // A full cache starts again: cheaper than tracking age, and refilled by the next searches.
    if (cache.size >= WORD_FORMS_MAX) cache.clear();
    cache.set(key, { forms: forms[i]!, until: now + WORD_FORMS_TTL_MS });
  });
  return found;
}

/** A lexeme as a tsquery literal: quoted, so nothing in it is read as an operator. */
const literal = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Each distinct word's stems and, for a word of 4+ letters no listing uses, the stems of up to
 * three listed words most like it by trigrams (pg_trgm's `%`, similarity 0.3 or more, served by
 * search_words_trgm_idx). A word counts as used when a listed word shares its stem, or, for the
 * word being typed, starts with it. One round trip for any number of searches.
 */
async function formsOf(db: Db, words: { word: string; typing: boolean }[]): Promise<WordForms[]> {
  if (!words.length) return [];
  const list = (values: unknown[], type: string) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}`;
  const rows = await rowsOf<{ word: string; stems: string[]; corrections: string[] }>(
    db,
    sql`select t.word, tsvector_to_array(to_tsvector('english'::regconfig, t.word)) as stems,
      case when char_length(t.word) >= ${CORRECTED_FROM} and t.word ~ '^[[:alpha:]]+$'
        and not exists (select 1 from search_words s where s.listed
          and s.lexeme = any(tsvector_to_array(to_tsvector('english'::regconfig, t.word))))
        and not (t.typing and exists (select 1 from search_words s where s.listed
          and s.word like t.word || '%'))
      then array(select distinct c.lexeme from (
          select s.lexeme from search_words s where s.listed and s.word % t.word
          order by similarity(s.word, t.word) desc, s.word limit ${CORRECTIONS}) c)
      else '{}'::text[] end as corrections
      from unnest(${list(
        words.map((w) => w.word),
        'text[]',
      )}, ${list(
        words.map((w) => w.typing),
        'boolean[]',
      )}) as t(word, typing)`,
  );
  return rows.map((r) => ({ word: r.word, stems: r.stems, corrections: r.corrections }));
}

/** One word's alternatives, any of which will do; `weight` limits them to the title (A). */
function termOf(forms: WordForms, typing: boolean, weight: string): string | undefined {
  const alternatives = new Set<string>();
  if (forms.stems.length) {
    alternatives.add(
      forms.stems.map((s) => `${literal(s)}${weight ? `:${weight}` : ''}`).join(' & '),
    );
  }
  for (const lexeme of forms.corrections)
    alternatives.add(`${literal(lexeme)}${weight ? `:${weight}` : ''}`);
  // The word being typed also matches every word that starts with it ("tomat" → tomatoes).
  if (typing) alternatives.add(`${literal(forms.word)}:*${weight}`);
  if (!alternatives.size) return undefined;
  return `(${[...alternatives].map((a) => `(${a})`).join(' | ')})`;
}

/**
 * The one way words become a query, for search and for wish-list matching alike (docs/product.md
 * §7.5, §8.4): every word must match (AND); a word matches its English stem, the listed words a
 * misspelling of it stands for and, for the last word of a search as typed (`typing`), any word
 * it begins. Stop words are left out. Undefined when no word is left to look for.
 */
export async function searchQueries(
  db: Db,
  searches: { words: string[]; typing: boolean }[],
  cache?: FormsCache,
): Promise<(SearchQuery | undefined)[]> {
  const typed = (s: { words: string[]; typing: boolean }, i: number) =>
    s.typing && i === s.words.length - 1 && s.words[i]!.length >= 2;
  const wanted = new Map<string, { word: string; typing: boolean }>();
  for (const search of searches) {
    search.words.forEach((word, i) => {
      const typing = typed(search, i);
      wanted.set(`${typing ? '*' : ''}${word}`, { word, typing });
    });
  }
  const byKey = await cachedFormsOf(db, wanted, cache);
  return searches.map((search) => {
    const build = (weight: string) => {
      const terms = search.words
        .map((word, i) => {
          const typing = typed(search, i);
          return termOf(byKey.get(`${typing ? '*' : ''}${word}`)!, typing, weight);
        })
        .filter((t) => t !== undefined);
      return terms.length ? terms.join(' & ') : undefined;
    };
    const all = build('');
    const title = build('A');
    return all && title ? { all, title } : undefined;
  });
}

/** One search's query (see searchQueries), its words' forms kept a short while. */
export async function searchQuery(
  db: Db,
  words: string[],
  typing: boolean,
): Promise<SearchQuery | undefined> {
  const [query] = await searchQueries(db, [{ words, typing }], formsCacheOf(db));
  return query;
}
