import { BlockDialog } from '@client/components/block-dialog';
import { Alert } from '@client/components/feedback';
import { Menu } from '@client/components/menu';
import { ReportDialog } from '@client/components/report-dialog';
import { errorMessage } from '@client/lib/api';
import { useUnblockMember } from '@client/lib/blocks';
import { useState } from 'react';

/**
 * The chat header's "⋮" menu (docs/product.md §14.1, §14.2): block the other member (after the
 * confirm) or unblock them, and report them.
 */
export function ChatMenu({
  member,
  blocking,
}: {
  member: { id: number; username: string };
  blocking: boolean;
}) {
  const [dialog, setDialog] = useState<'block' | 'report'>();
  const unblock = useUnblockMember();
  const name = member.username;
  return (
    <>
      <Menu
        label={`More for ${name}`}
        items={[
          blocking
            ? { label: `Unblock ${name}`, onSelect: () => unblock.mutate(member.id) }
            : { label: `Block ${name}`, onSelect: () => setDialog('block') },
          { label: `Report ${name}`, onSelect: () => setDialog('report') },
        ]}
      />
      <BlockDialog open={dialog === 'block'} member={member} onClose={() => setDialog(undefined)} />
      <ReportDialog
        open={dialog === 'report'}
        onClose={() => setDialog(undefined)}
        target={{ type: 'user', id: member.id }}
        subject={name}
      />
      {unblock.isError && (
        <Alert onDismiss={() => unblock.reset()}>
          {errorMessage(unblock.error, 'Failed to unblock this member. Please try again.')}
        </Alert>
      )}
    </>
  );
}
