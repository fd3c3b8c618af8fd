import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { usePublicProfile } from '@client/lib/public-profile';
import { recordLine } from './record';

/**
 * A member's record in one line (docs/product.md §7.17), under their name on a listing page and
 * on their seller page: nothing until it is read, nothing if it cannot be.
 */
export function MemberRecordLine({ userId, className }: { userId: number; className?: string }) {
  const { data } = usePublicProfile(userId);
  const t = useT('thanks');
  const locale = useLocale();
  if (!data) return null;
  return (
    <p className={['muted', 'member-record', className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t('thanks.record.label')} </span>
      {recordLine(data.stats, locale, new Date())}
    </p>
  );
}
