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
import { MemberRecordLine } from '@client/features/thanks/member-record';
import { MemberThanks } from '@client/features/thanks/member-thanks';
import { SellerWants } from '@client/features/wants/components/seller-wants';
import { statusOf } from '@client/lib/api';
import { useBlocks } from '@client/lib/blocks';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { paths } from '@client/paths';
import { formatMessage } from '@common/i18n/format';
import type { Locale } from '@common/i18n/locales';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import './seller-page.css';

type Tab = 'have' | 'want';

/** "city, state", whichever exists, or "Location not specified" (docs/product.md §9.7). */
export function sellerLocation(
  user: { city: string | null; state: string | null },
  locale: Locale,
): string {
  const parts = [user.city, user.state].filter(Boolean);
  return parts.length ? parts.join(', ') : formatMessage(locale, 'listings.seller.noPlace');
}

/**
 * /seller/{id}: open to guests; friend actions and messages need a login. It draws five
 * features (friends, listings, wants, messages, thanks), so it is composed here rather than in
 * one. The member's record and the thanks they received follow docs/product.md §7.17.
 */
export function SellerPage() {
  const params = useParams();
  const id = Number(params.id);
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'want' ? 'want' : 'have';
  const { data: user, isPending, error } = usePublicUser(id);
  const blocked = useBlocks(id);
  // Every feature's words this page draws, fetched together before it shows.
  const t = useT('listings', 'wants', 'friends', 'messages', 'safety', 'thanks');
  const locale = useLocale();

  const validId = Number.isInteger(id) && id > 0;
  if (!validId || statusOf(error) === 404) {
    return (
      <div className="page">
        <p className="empty">{t('listings.seller.notFound')}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="page">
        <Alert>{t('listings.error.fetchData')}</Alert>
      </div>
    );
  }
  if (isPending) return <Loading />;

  const isSelf = session?.user.id === user.id;
  const blocking = blocked === true;
  const friends = t('listings.seller.friends', { count: user.friend_count });

  return (
    <div className="page page--wide seller">
      <section
        className="seller__profile card"
        aria-label={t('listings.seller.profile', { username: user.username })}
      >
        <Avatar src={user.profile_picture} name={user.username} size={96} />
        <div className="seller__identity">
          <h1 className="seller__name">@{user.username}</h1>
          <p className="muted seller__place">{sellerLocation(user, locale)}</p>
          {isSelf ? (
            <Link to={paths.myFriends}>{friends}</Link>
          ) : (
            <p className="seller__count">{friends}</p>
          )}
          <MemberRecordLine userId={user.id} className="seller__record" />
        </div>
        <div className="seller__actions">
          {session && !isSelf && !blocking && (
            <FriendshipButton userId={user.id} username={user.username} />
          )}
          {!session && (
            // A guest is asked to sign up, and comes back here (docs/product.md §9.7).
            <div className="seller__way-in">
              <SignUpLink small>{t('listings.seller.signUpToAddFriend')}</SignUpLink>
              <SignUpLink small variant="secondary">
                {t('listings.guest.signUpToMessage', { username: user.username })}
              </SignUpLink>
              <p className="muted">
                {t('listings.guest.alreadyMember')}{' '}
                <LogInLink>{t('listings.seller.logInToAddFriend')}</LogInLink>
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
                {t('listings.seller.blocked', { username: user.username })}
              </p>
            )}
            <BlockButton userId={user.id} username={user.username} />
            <ReportButton target={{ type: 'user', id: user.id }} subject={user.username} />
          </div>
        )}
      </section>

      <section className="seller__items">
        <Tabs
          label={t('listings.seller.lists', { username: user.username })}
          tabs={[
            { value: 'have', label: t('listings.tab.have') },
            { value: 'want', label: t('listings.tab.want') },
          ]}
          value={tab}
          onChange={(next) => setSearch(next === 'want' ? { tab: 'want' } : {}, { replace: true })}
        />
        <div
          role="tabpanel"
          aria-label={t(tab === 'have' ? 'listings.tab.have' : 'listings.tab.want')}
        >
          {tab === 'have' ? <SellerListings userId={user.id} /> : <SellerWants userId={user.id} />}
        </div>
      </section>

      <MemberThanks userId={user.id} className="seller__thanks" />
    </div>
  );
}
