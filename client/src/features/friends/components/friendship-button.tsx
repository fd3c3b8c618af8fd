import { Button, buttonClass } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { UsersIcon } from '@client/components/icons';
import { errorMessage } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFriendStatus, useRemoveFriend, useSendFriendRequest } from '../api';
import { pendingView } from '../paths';
import './friends.css';

/**
 * The friendship button of docs/product.md §9.2 as the signed-in viewer sees another member: "Add
 * friend", "Cancel friend request", "Friend request pending" or the friends icon.
 */
export function FriendshipButton({ userId, username }: { userId: number; username: string }) {
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
      setError(errorMessage(err, 'Failed to send friend request'));
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
        Loading...
      </Button>
    );
  }

  let control: ReactNode;
  const state = status.data?.status ?? 'none';
  if (status.isError) {
    control = (
      <Button small variant="secondary" onClick={() => status.refetch()}>
        Try again
      </Button>
    );
  } else if (state === 'accepted') {
    control = (
      <Button
        small
        variant="secondary"
        aria-label={`Friends with ${username}`}
        onClick={() => setDialog('remove')}
      >
        <UsersIcon width={18} height={18} /> Friends
      </Button>
    );
  } else if (state === 'pending' && status.data?.is_sender) {
    control = (
      <Button
        small
        variant="secondary"
        disabled={busy}
        onClick={() => removeOrCancel('Failed to cancel friend request')}
      >
        Cancel friend request
      </Button>
    );
  } else if (state === 'pending') {
    control = (
      <Link to={pendingView} className={buttonClass('secondary', { small: true })}>
        Friend request pending
      </Link>
    );
  } else {
    control = (
      <Button small disabled={busy} onClick={addFriend}>
        Add friend
      </Button>
    );
  }

  return (
    <div className="friendship">
      {control}
      {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}

      <Dialog
        open={dialog === 'invitation'}
        title="Invitation"
        onClose={() => setDialog(undefined)}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => removeOrCancel('Failed to cancel friend request')}
            >
              cancel request
            </Button>
            <Button onClick={() => setDialog(undefined)}>ok!</Button>
          </>
        }
      >
        <p>Your connection request was sent!</p>
      </Dialog>

      <Dialog
        open={dialog === 'remove'}
        title="Remove Friend"
        onClose={() => setDialog(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(undefined)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => removeOrCancel('Failed to remove friend')}
            >
              Remove
            </Button>
          </>
        }
      >
        <p>Are you sure you want to remove from your friends list?</p>
      </Dialog>
    </div>
  );
}
