import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { UsersIcon } from '@client/components/icons';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { useSession } from '@client/lib/session';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFriendStatus, useRemoveFriend, useSendFriendRequest } from '../api';
import { pendingView } from '../paths';
import './friends.css';

/**
 * The friendship button of docs/product.md §9.2 as the signed-in viewer sees another member: "Add
 * friend", "Cancel friend request", "Friend request pending" or the friends icon.
 */
export function FriendshipButton(props: { userId: number; username: string }) {
  // The seller page shows while the friends' words are on their way (docs/decisions.md "Languages").
  return (
    <Suspense fallback={null}>
      <Friendship {...props} />
    </Suspense>
  );
}

function Friendship({ userId, username }: { userId: number; username: string }) {
  const t = useT('friends');
  const session = useSession();
  const selfId = session?.user.id;
  const status = useFriendStatus(userId, !!session);
  const send = useSendFriendRequest(selfId);
  const remove = useRemoveFriend(selfId);
  const [dialog, setDialog] = useState<'invitation' | 'remove'>();
  const [error, setError] = useState<string>();
  const busy = send.isPending || remove.isPending;

  const addFriend = async () => {
    setError(undefined);
    try {
      await send.mutateAsync(userId);
      setDialog('invitation');
    } catch (err) {
      setError(errorMessage(err, t('friends.button.sendFailed')));
    }
  };
  const removeOrCancel = async (fallback: string) => {
    setError(undefined);
    try {
      await remove.mutateAsync(userId);
      setDialog(undefined);
    } catch (err) {
      setDialog(undefined);
      setError(errorMessage(err, fallback));
    }
  };

  if (status.isPending) {
    return (
      <Button small disabled>
        {t('common.loading')}
      </Button>
    );
  }

  let control: ReactNode;
  const state = status.data?.status ?? 'none';
  if (status.isError) {
    control = (
      <Button small variant="secondary" onClick={() => status.refetch()}>
        {t('friends.button.tryAgain')}
      </Button>
    );
  } else if (state === 'accepted') {
    control = (
      <Button
        small
        variant="secondary"
        aria-label={t('friends.button.friendsWith', { name: username })}
        onClick={() => setDialog('remove')}
      >
        <UsersIcon width={18} height={18} /> {t('friends.button.friends')}
      </Button>
    );
  } else if (state === 'pending' && status.data?.is_sender) {
    control = (
      <Button
        small
        variant="secondary"
        disabled={busy}
        onClick={() => removeOrCancel(t('friends.button.cancelFailed'))}
      >
        {t('friends.button.cancelRequest')}
      </Button>
    );
  } else if (state === 'pending') {
    control = (
      <Link to={pendingView} className={buttonClass('secondary', { small: true })}>
        {t('friends.button.pending')}
      </Link>
    );
  } else {
    control = (
      <Button small disabled={busy} onClick={addFriend}>
        {t('friends.button.add')}
      </Button>
    );
  }

  return (
    <div className="friendship">
      {control}
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}

      <Dialog
        open={dialog === 'invitation'}
        title={t('friends.sent.title')}
        onClose={() => setDialog(undefined)}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => removeOrCancel(t('friends.button.cancelFailed'))}
            >
              {t('friends.sent.cancel')}
            </Button>
            <Button onClick={() => setDialog(undefined)}>{t('friends.sent.ok')}</Button>
          </>
        }
      >
        <p>{t('friends.sent.body')}</p>
      </Dialog>

      <Dialog
        open={dialog === 'remove'}
        title={t('friends.remove.title')}
        onClose={() => setDialog(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(undefined)}>
              {t('friends.remove.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => removeOrCancel(t('friends.button.removeFailed'))}
            >
              {t('friends.remove.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('friends.remove.body')}</p>
      </Dialog>
    </div>
  );
}
