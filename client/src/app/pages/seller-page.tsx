import { Avatar } from '@client/components/avatar';
import { BlockButton } from '@client/components/block-button';
import { Alert, Loading } from '@client/components/feedback';
import { ReportButton } from '@client/components/report-button';
import { Tabs } from '@client/components/tabs';
import { LogInLink, SignUpLink } from '@client/components/way-in';
import { usePublicUser } from '@client/features/friends/api';
import { FriendshipButton } from '@client/features/friends/components/friendship-button';
import { SellerListings } from '@client/features/listings/components/seller-listings';
import { MessageBar } from '@client/features/messages/components/message-bar';
import { SellerWants } from '@client/features/wants/components/seller-wants';
import { statusOf } from '@client/lib/api';
import { useBlocks } from '@client/lib/blocks';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import './seller-page.css';

type Tab = 'have' | 'want';

/** "city, state", whichever exists, or "Location not specified" (docs/product.md §9.7). */
export function sellerLocation(user: { city: string | null; state: string | null }): string {
  const parts = [user.city, user.state].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Location not specified';
}

/**
 * /seller/{id}: open to guests; friend actions and messages need a login. It draws four
 * features (friends, listings, wants, messages), so it is composed here rather than in one.
 */
export function SellerPage() {
  const params = useParams();
  const id = Number(params.id);
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'want' ? 'want' : 'have';
  const { data: user, isPending, error } = usePublicUser(id);
  const blocked = useBlocks(id);

  const validId = Number.isInteger(id) && id > 0;
  if (!validId || statusOf(error) === 404) {
    return (
      <div className="page">
        <p className="empty">User not found</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="page">
        <Alert>Failed to fetch data. Please try again later.</Alert>
      </div>
    );
  }
  if (isPending) return <Loading />;

  const isSelf = session?.user.id === user.id;
  const blocking = blocked === true;
  const count = user.friend_count;
  const friends = `${count} ${count === 1 ? 'friend' : 'friends'}`;

  return (
    <div className="page page--wide seller">
      <section className="seller__profile card" aria-label={`${user.username}'s profile`}>
        <Avatar src={user.profile_picture} name={user.username} size={96} />
        <div className="seller__identity">
          <h1 className="seller__name">@{user.username}</h1>
          <p className="muted seller__place">{sellerLocation(user)}</p>
          {isSelf ? (
            <Link to={paths.myFriends}>{friends}</Link>
          ) : (
            <p className="seller__count">{friends}</p>
          )}
        </div>
        <div className="seller__actions">
          {session && !isSelf && !blocking && (
            <FriendshipButton userId={user.id} username={user.username} />
          )}
          {!session && (
            // A guest is asked to sign up, and comes back here (docs/product.md §9.7).
            <div className="seller__way-in">
              <SignUpLink small>Sign up to add friend</SignUpLink>
              <SignUpLink small variant="secondary">
                Sign up to message {user.username}
              </SignUpLink>
              <p className="muted">
                Already a member? <LogInLink>Log in to add friend</LogInLink>
              </p>
            </div>
          )}
        </div>
        {session && !isSelf && !blocking && (
          <div className="seller__message">
            <MessageBar userId={user.id} username={user.username} />
          </div>
        )}
        {session && !isSelf && (
          <div className="seller__safety">
            {blocking && (
              <p className="muted seller__blocked" role="status">
                You have blocked {user.username}: neither of you sees the other's listings or can
                message the other.
              </p>
            )}
            <BlockButton userId={user.id} username={user.username} />
            <ReportButton target={{ type: 'user', id: user.id }} subject={user.username} />
          </div>
        )}
      </section>

      <section className="seller__items">
        <Tabs
          label={`${user.username}'s lists`}
          tabs={[
            { value: 'have', label: 'Have' },
            { value: 'want', label: 'Want' },
          ]}
          value={tab}
          onChange={(next) => setSearch(next === 'want' ? { tab: 'want' } : {}, { replace: true })}
        />
        <div role="tabpanel" aria-label={tab === 'have' ? 'Have' : 'Want'}>
          {tab === 'have' ? <SellerListings userId={user.id} /> : <SellerWants userId={user.id} />}
        </div>
      </section>
    </div>
  );
}
