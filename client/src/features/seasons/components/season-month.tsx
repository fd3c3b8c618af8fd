import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { SeasonWord } from '@common/schemas/seasons';
import { Link } from 'react-router-dom';

/** The marketplace's search for a word: what SearchSuggestions' pick asks for (`?q=`). */
const searchFor = (word: string) => `${paths.listings}?${new URLSearchParams({ q: word })}`;

/**
 * One month's words, each a search, with how many neighbours listed it: "a few" when the
 * server leaves the count out (under ten, docs/product.md §7.20).
 */
export function SeasonMonthSection({
  id,
  title,
  subtitle,
  words,
}: {
  id: string;
  title: string;
  subtitle: string;
  words: SeasonWord[];
}) {
  const t = useT('seasons');
  return (
    <section className="season-month card" aria-labelledby={id}>
      <h2 id={id} className="season-month__title">
        {title}
      </h2>
      <p className="season-month__subtitle muted">{subtitle}</p>
      {words.length === 0 ? (
        <p className="season-month__empty muted">{t('seasons.month.none')}</p>
      ) : (
        <ol className="season-words" aria-label={title}>
          {words.map((w) => (
            <li key={w.word} className="season-word">
              <Link to={searchFor(w.word)} className="season-word__link">
                {w.word}
              </Link>
              <span className="season-word__count muted">
                {w.members === null
                  ? t('seasons.word.few')
                  : t('seasons.word.neighbours', { count: w.members })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
