import { errorMessage } from '@client/lib/api';
import { useBlocks, useUnblockMember } from '@client/lib/blocks';
import { useT } from '@client/lib/i18n/use-i18n';
import { useState } from 'react';
import { BlockDialog } from './block-dialog';
import { Button } from './button';
import { Alert } from './feedback';

/**
 * "Block" with its confirm dialog, or "Unblock" for a member I already block (docs/product.md
 * §14.1). Unblocking asks nothing: it only gives back what blocking took away from sight.
 */
export function BlockButton({ userId, username }: { userId: number; username: string }) {
  const blocked = useBlocks(userId);
  const unblock = useUnblockMember();
  const [confirming, setConfirming] = useState(false);
  const t = useT('safety');
  if (blocked === undefined) return null;
  return (
    <>
      {blocked ? (
        <Button
          small
          variant="secondary"
          disabled={unblock.isPending}
          onClick={() => unblock.mutate(userId)}
        >
          {unblock.isPending ? t('safety.unblocking') : t('safety.unblock')}
        </Button>
      ) : (
        <Button small variant="ghost" onClick={() => setConfirming(true)}>
          {t('safety.block.button')}
        </Button>
      )}
      {unblock.isError && (
        <Alert onDismiss={() => unblock.reset()}>
          {errorMessage(unblock.error, t('safety.unblockFailed'))}
        </Alert>
      )}
      <BlockDialog
        open={confirming}
        member={{ id: userId, username }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
