import { errorMessage } from '@client/lib/api';
import { useBlockMember } from '@client/lib/blocks';
import { Button } from './button';
import { Dialog } from './dialog';
import { Alert } from './feedback';

/**
 * Asks before blocking (docs/product.md §14.1), saying what a block does, then blocks. The
 * member blocked is not told, and the text says so, so nobody hesitates for fear of a scene.
 */
export function BlockDialog({
  open,
  member,
  onClose,
  onBlocked,
}: {
  open: boolean;
  member: { id: number; username: string };
  onClose: () => void;
  onBlocked?: () => void;
}) {
  const block = useBlockMember();
  const close = () => {
    block.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={`Block ${member.username}?`}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(member.id, {
                onSuccess: () => {
                  close();
                  onBlocked?.();
                },
              })
            }
          >
            {block.isPending ? 'Blocking...' : 'Block'}
          </Button>
        </>
      }
    >
      <p>
        You will no longer message each other or see each other's listings, and any friendship
        between you ends. {member.username} is not told.
      </p>
      <p className="muted">You can unblock them later from your profile.</p>
      {block.isError && (
        <Alert>{errorMessage(block.error, 'Failed to block this member. Please try again.')}</Alert>
      )}
    </Dialog>
  );
}
