import { Button } from '@client/components/button';
import { PageHeader } from '@client/components/page-header';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { Link, useNavigate } from 'react-router-dom';
import { InviteEmailForm } from '../components/invite-email-form';
import { ShareProfile } from '../components/share-profile';
import '../components/friends.css';

/** Onboarding's last step (docs/product.md §5.2): bring friends along by QR code, link or e-mail. */
export function InviteFriendsPage() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <div className="page page--plain page--readable stack">
      <PageHeader title="Invite your friends" />
      <p className="muted" style={{ margin: 0 }}>
        Homegrown is better with the gardeners you know. Friends see each other's friends-only
        listings, so you can swap with them first.
      </p>
      <ShareProfile userId={session.user.id} />
      <section className="card" aria-labelledby="invite-by-email">
        <h2 id="invite-by-email" style={{ fontSize: '1.05rem' }}>
          Invite by e-mail
        </h2>
        <InviteEmailForm />
      </section>
      <Button block onClick={() => navigate(paths.myListings)}>
        Finish setup
      </Button>
      <p style={{ textAlign: 'center', margin: 0 }}>
        <Link to={paths.newListing}>Skip</Link>
      </p>
    </div>
  );
}
