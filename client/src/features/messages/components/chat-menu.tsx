import { BlockDialog } from '@client/components/block-dialog';
import { Alert } from '@client/components/feedback';
import { Menu } from '@client/components/menu';
import { ReportDialog } from '@client/components/report-dialog';
import { errorMessage } from '@client/lib/api';
import { useUnblockMember } from '@client/lib/blocks';
import { useT } from '@client/lib/i18n/use-i18n';
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
  const t = useT('messages');
  const [dialog, setDialog] = useState<'block' | 'report'>();
  const unblock = useUnblockMember();
  const name = member.username;
  return (
    <>
      <Menu
        label={t('messages.menu.label', { name })}
        items={[
          blocking
            ? {
                label: t('messages.menu.unblock', { name }),
                onSelect: () => unblock.mutate(member.id),
              }
            : { label: t('messages.menu.block', { name }), onSelect: () => setDialog('block') },
          { label: t('messages.menu.report', { name }), onSelect: () => setDialog('report') },
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
          {errorMessage(unblock.error, t('messages.menu.unblockFailed'))}
        </Alert>
      )}
    </>
  );
}
