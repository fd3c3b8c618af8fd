import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { Link } from 'react-router-dom';

/**
 * The empty bell and page: a sentence around a link, in three messages since the catalogues
 * hold no markup (docs/decisions.md "Languages"); both languages keep this order.
 */
export function NothingYet() {
  const t = useT('notifications');
  return (
    <>
      {t('notifications.empty.before')}{' '}
      <Link to={paths.postWant}>{t('notifications.empty.link')}</Link>{' '}
      {t('notifications.empty.after')}
    </>
  );
}
