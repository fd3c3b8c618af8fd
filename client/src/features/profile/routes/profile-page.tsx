import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { Button, buttonClass } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Alert, Loading } from '../../../components/feedback';
import { EditIcon } from '../../../components/icons';
import { statusOf } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { logout } from '../../auth/api';
import { useSiteSettings } from '../../home/api';
import { deleteProfile, formatAddress, useProfile } from '../api';
import './profile.css';

export function ProfilePage() {
  const navigate = useNavigate();
  const { data: profile, isPending, error } = useProfile();
  const { data: site } = useSiteSettings();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  if (isPending) return <Loading>Loading profile...</Loading>;
  if (error && statusOf(error) !== 404) {
    return (
      <div className="page">
        <Alert>Failed to load profile data</Alert>
      </div>
    );
  }
  if (!profile) return <p className="empty">Profile not found</p>;

  const onLogout = async () => {
    await logout();
    navigate(paths.login);
  };
  const onDelete = async () => {
    try {
      await deleteProfile();
      setConfirmDelete(false);
      sessionStore.clear();
      navigate(paths.home);
    } catch {
      setDeleteError('Failed to delete your profile. Please try again.');
    }
  };

  return (
    <div className="page profile">
      <section className="profile__head">
        <Avatar src={profile.profile_picture} name={profile.username} size={80} />
        <div>
          <h1 className="profile__name">{profile.first_name || profile.username}</h1>
          <p className="muted profile__handle">@{profile.username}</p>
          <Link to={paths.myFriends}>
            {profile.friend_count} {profile.friend_count === 1 ? 'friend' : 'friends'}
          </Link>
        </div>
        <Link
          to={paths.editProfile}
          className={buttonClass('secondary', { small: true })}
          style={{ marginLeft: 'auto' }}
        >
          <EditIcon width={18} height={18} /> Edit
        </Link>
      </section>

      <dl className="profile__details card">
        <dt>Name</dt>
        <dd>
          {profile.first_name} {profile.last_name}
        </dd>
        <dt>Username</dt>
        <dd>{profile.username}</dd>
        <dt>Password</dt>
        <dd>
          <span aria-hidden="true">••••••••</span>
          <span className="visually-hidden">hidden</span>
        </dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Address</dt>
        <dd>{formatAddress(profile)}</dd>
      </dl>

      <p className="muted profile__support">
        Need help? Write to us at{' '}
        {site ? (
          <a href={`mailto:${site.support_email}`}>{site.support_email}</a>
        ) : (
          'our support address'
        )}{' '}
        and a volunteer will answer.
      </p>

      <div className="stack">
        <Button variant="secondary" block onClick={onLogout}>
          Logout
        </Button>
        <Button variant="ghost" block onClick={() => setConfirmDelete(true)}>
          Delete my profile
        </Button>
      </div>

      <Dialog
        open={confirmDelete}
        title="Delete my profile"
        onClose={() => setConfirmDelete(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onDelete}>
              Delete
            </Button>
          </>
        }
      >
        <p>Are you sure you want to delete your profile?</p>
        {deleteError && <Alert>{deleteError}</Alert>}
      </Dialog>
    </div>
  );
}
