import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import type { ReportTargetView } from '@common/schemas/moderation';
import { Link } from 'react-router-dom';
import { formatWhen } from '../format';
import { MemberLine } from './member-line';

type ThanksTarget = Extract<ReportTargetView, { type: 'thanks' }>;

/**
 * A reported thank-you (docs/product.md §7.17, §14.3): its words, from whom to whom, the listing
 * it thanks for, and whether it still shows on the recipient's profile.
 */
export function ThanksTargetView({ target }: { target: ThanksTarget }) {
  const t = useT('moderation');
  const locale = useLocale();
  const { thanks } = target;
  return (
    <section className="mod-target" aria-label={t('moderation.target.thanks')}>
      {target.from && <MemberLine member={target.from} label={t('moderation.target.from')} />}
      {target.to && <MemberLine member={target.to} label={t('moderation.target.to')} />}
      {thanks ? (
        <div className="mod-thanks stack">
          <blockquote className="mod-report__details">{thanks.text}</blockquote>
          <p className="muted mod-report__by">
            <Link to={paths.listing(thanks.listing.id)}>
              {t('moderation.target.thanksFor', { title: thanks.listing.title })}
            </Link>{' '}
            <time dateTime={thanks.created_at}>{formatWhen(locale, thanks.created_at)}</time>
          </p>
          <p>
            <span className={`mod-tag${thanks.removed_at ? ' mod-tag--bad' : ''}`}>
              {t(thanks.removed_at ? 'moderation.thanks.removed' : 'moderation.thanks.shown')}
            </span>
          </p>
        </div>
      ) : (
        <p className="muted">{t('moderation.target.thanksGone')}</p>
      )}
    </section>
  );
}
