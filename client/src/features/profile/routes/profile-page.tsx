import { Avatar } from '@client/components/avatar';
import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { EditIcon } from '@client/components/icons';
import { showToast } from '@client/components/toast';
import { errorDetail, statusOf } from '@client/lib/api';
import { useLocale, useT } from '@client/lib/i18n/use-i18n';
import { logout } from '@client/lib/logout';
import { sessionStore } from '@client/lib/session';
import { useSiteSettings } from '@client/lib/site-settings';
import { paths } from '@client/paths';
import { deleteProfileSchema } from '@common/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { deleteProfile, formatAddress, useProfile } from '../api';
import { DevicePushSwitch } from '../components/device-push-switch';
import { DistanceUnitSetting } from '../components/distance-unit-setting';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice';
import { LanguageSetting } from '../components/language-setting';
import './profile.css';

/** Where the support address's link goes in its sentence, whichever way a language orders it. */
const PLACE = '\u0000';
function around(sentence: string, place: string) {
  const at = sentence.indexOf(place);
  if (at < 0) return { before: `${sentence} `, after: '' };
  return { before: sentence.slice(0, at), after: sentence.slice(at + place.length) };
}

export function ProfilePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile, isPending, error } = useProfile();
  const { data: site } = useSiteSettings();
  const t = useT('profile');
  const locale = useLocale();
  const [notice, setNotice] = useState(
    (location.state as { notice?: string } | null)?.notice ?? undefined,
  );
  // Said once: a reload of the page does not say it again.
  useEffect(() => {
    if (location.state) navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const [deleteError, setDeleteError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  // After a deletion the session ends once this page has gone: ended while the signed-in
  // pages are still shown, it would send the former member to /login instead of home.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) sessionStore.clear();
    },
    [],
  );

  if (isPending) return <Loading>{t('profile.loading')}</Loading>;
  if (error && statusOf(error) !== 404) {
    return (
      <div className="page">
        <Alert>{t('profile.loadFailed')}</Alert>
      </div>
    );
  }
  if (!profile) return <p className="empty">{t('profile.notFound')}</p>;

  const support = around(t('profile.support', { email: PLACE }), PLACE);
  const onLogout = async () => {
    await logout();
    navigate(paths.login);
  };
  const closeDelete = () => {
    setConfirmDelete(false);
    setDeletePassword('');
    setDeleteError(undefined);
  };
  const onDelete = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = deleteProfileSchema.safeParse({ password: deletePassword });
    if (!parsed.success) {
      setDeleteError(parsed.error.issues[0]?.message);
      return;
    }
    setDeleting(true);
    try {
      await deleteProfile(parsed.data.password);
      leaving.current = true;
      // Said on the home page it lands on, so the deletion is never silent (§4.6).
      showToast(t('profile.delete.done'));
      navigate(paths.home, { replace: true });
    } catch (err) {
      // A wrong password is the server's 403 with its own words; the session stays.
      setDeleteError(statusOf(err) === 403 ? errorDetail(err) : t('profile.delete.failed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="page profile">
      {notice && (
        <Alert tone="info" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      )}
      <section className="profile__head">
        <Avatar src={profile.profile_picture} name={profile.username} size={80} />
        <div>
          <h1 className="profile__name">{profile.first_name || profile.username}</h1>
          <p className="muted profile__handle">@{profile.username}</p>
          <Link to={paths.myFriends}>
            {t('profile.friendCount', { count: profile.friend_count })}
          </Link>
        </div>
        <Link
          to={paths.editProfile}
          className={`${buttonClass('secondary', { small: true })} profile__edit`}
        >
          <EditIcon width={18} height={18} /> {t('profile.edit')}
        </Link>
      </section>

      {/* What the member has; beside it on wider screens, the ways elsewhere (§2.6). */}
      <div className="profile__main">
        {!profile.email_confirmed && <EmailConfirmationNotice email={profile.email} />}

        <dl className="profile__details card">
          <dt>{t('profile.details.name')}</dt>
          <dd>
            {profile.first_name} {profile.last_name}
          </dd>
          <dt>{t('profile.details.username')}</dt>
          <dd>{profile.username}</dd>
          <dt>{t('profile.details.password')}</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('profile.details.passwordHidden')}</span>
          </dd>
          <dt>{t('profile.details.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('profile.details.address')}</dt>
          <dd>{formatAddress(profile, locale)}</dd>
        </dl>

        <DevicePushSwitch />

        <DistanceUnitSetting profile={profile} />

        <LanguageSetting />
      </div>

      <div className="profile__more">
        <div className="stack">
          <Link to={paths.pickups} className={buttonClass('secondary', { block: true })}>
            {t('nav.pickups')}
          </Link>
          <Link to={paths.events} className={buttonClass('secondary', { block: true })}>
            {t('nav.swapDays')}
          </Link>
          <Link
            to={paths.notificationSettings}
            className={buttonClass('secondary', { block: true })}
          >
            {t('profile.links.notificationSettings')}
          </Link>
          <Link to={paths.blockedMembers} className={buttonClass('secondary', { block: true })}>
            {t('profile.links.blockedMembers')}
          </Link>
          {/* Only a moderator's own profile says so (docs/product.md §14.3). */}
          {profile.is_moderator && (
            <Link to={paths.moderation} className={buttonClass('secondary', { block: true })}>
              {t('profile.links.moderation')}
            </Link>
          )}
        </div>

        <p className="muted profile__support">
          {support.before}
          {site ? (
            <a href={`mailto:${site.support_email}`}>{site.support_email}</a>
          ) : (
            t('profile.support.noAddress')
          )}
          {support.after}
        </p>

        <div className="stack">
          <Button variant="secondary" block onClick={onLogout}>
            {t('profile.logout')}
          </Button>
          <Button variant="ghost" block onClick={() => setConfirmDelete(true)}>
            {t('profile.delete.open')}
          </Button>
        </div>
      </div>

      <Dialog
        open={confirmDelete}
        title={t('profile.delete.title')}
        onClose={closeDelete}
        actions={
          <>
            <Button variant="secondary" onClick={closeDelete}>
              {t('profile.delete.cancel')}
            </Button>
            <Button variant="danger" type="submit" form="delete-profile" disabled={deleting}>
              {t('profile.delete.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('profile.delete.question')}</p>
        <form id="delete-profile" className="stack" onSubmit={onDelete} noValidate>
          <TextField
            label={t('profile.delete.password')}
            type="password"
            autoComplete="current-password"
            hint={t('profile.delete.passwordHint')}
            value={deletePassword}
            onChange={(e) => {
              setDeletePassword(e.target.value);
              setDeleteError(undefined);
            }}
          />
        </form>
        {deleteError && <Alert>{deleteError}</Alert>}
      </Dialog>
    </div>
  );
}
