import { errorMessage } from '@client/lib/api';
import { useBlockMember } from '@client/lib/blocks';
import { useT } from '@client/lib/i18n/use-i18n';
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
  const t = useT('safety');
  const close = () => {
    block.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t('safety.block.title', { username: member.username })}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('safety.block.cancel')}
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
            {block.isPending ? t('safety.block.blocking') : t('safety.block.button')}
          </Button>
        </>
      }
    >
      <p>{t('safety.block.body', { username: member.username })}</p>
      <p className="muted">{t('safety.block.later')}</p>
      {block.isError && <Alert>{errorMessage(block.error, t('safety.block.failed'))}</Alert>}
    </Dialog>
  );
}
