import { Button } from '@client/components/button';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { Link, useNavigate } from 'react-router-dom';
import { InviteEmailForm } from '../components/invite-email-form';
import { ShareProfile } from '../components/share-profile';
import '../components/friends.css';

/** Onboarding's last step (docs/product.md §5.2): bring friends along by QR code, link or e-mail. */
export function InviteFriendsPage() {
  const t = useT('friends');
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <div className="page page--plain page--readable stack">
      <PageHeader title={t('friends.onboarding.title')} />
      <p className="muted" style={{ margin: 0 }}>
        {t('friends.onboarding.intro')}
      </p>
      <ShareProfile userId={session.user.id} />
      <section className="card" aria-labelledby="invite-by-email">
        <h2 id="invite-by-email" style={{ fontSize: '1.05rem' }}>
          {t('friends.onboarding.byEmail')}
        </h2>
        <InviteEmailForm />
      </section>
      <Button block onClick={() => navigate(paths.myListings)}>
        {t('friends.onboarding.finish')}
      </Button>
      <p style={{ textAlign: 'center', margin: 0 }}>
        <Link to={paths.newListing}>{t('friends.onboarding.skip')}</Link>
      </p>
    </div>
  );
}
