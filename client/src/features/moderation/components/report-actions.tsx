import { Button } from '@client/components/button';
import { Dialog } from '@client/components/dialog';
import { Alert } from '@client/components/feedback';
import { TextArea } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { type Translate, useT } from '@client/lib/i18n/use-i18n';
import {
  MODERATION_NOTE_MAX,
  type ModerationActionName,
  moderationActionSchema,
  type ReportedThing,
} from '@common/schemas/moderation';
import { useState } from 'react';
import { useModerationAction } from '../api';
import { actionKey } from '../format';

/**
 * The member a member action would be about: the reported one, the owner, the sender, the
 * author, a swap day's host.
 */
function memberOf(thing: ReportedThing) {
  const t = thing.target;
  if (t.type === 'listing') return t.owner;
  if (t.type === 'user') return t.member;
  if (t.type === 'thanks') return t.from;
  if (t.type === 'event') return t.host;
  return t.sender;
}

/** The actions that make sense on the thing as it is now (docs/product.md §14.3). */
function actionsFor(thing: ReportedThing, me: number | undefined) {
  const actions: ModerationActionName[] = [];
  if (thing.reports.some((r) => r.status === 'open')) actions.push('dismiss');
  const t = thing.target;
  if (t.type === 'listing' && t.listing)
    actions.push(t.listing.moderation === 'removed' ? 'restore_listing' : 'remove_listing');
  if (t.type === 'thanks' && t.thanks)
    actions.push(t.thanks.removed_at ? 'restore_thanks' : 'remove_thanks');
  if (t.type === 'event' && t.event)
    actions.push(t.event.removed_at ? 'restore_event' : 'remove_event');
  const member = memberOf(thing);
  if (member && !member.is_deleted && member.id !== me)
    actions.push(member.is_suspended ? 'unsuspend_member' : 'suspend_member');
  return actions;
}

/** What the moderator is asked before the two actions that others feel at once. */
function confirmText(
  action: ModerationActionName,
  thing: ReportedThing,
  t: Translate<'moderation'>,
): string | undefined {
  const member = memberOf(thing);
  if (action === 'remove_listing') return t('moderation.confirm.removeListing');
  // It leaves every list and page, its host's too (docs/product.md §14.3); restoring undoes it.
  if (action === 'remove_event') return t('moderation.confirm.removeEvent');
  if (action === 'suspend_member')
    return member
      ? t('moderation.confirm.suspendMember', { member: member.username })
      : t('moderation.confirm.suspendUnknown');
  return undefined;
}

/**
 * The note and the action buttons of one reported thing, the action taken on `reportId` (one of
 * its reports this moderator did not file). Every action closes the open reports on the thing
 * and is written to the audit log with the note, which nobody can edit afterwards.
 */
export function ReportActions({
  thing,
  reportId,
  me,
  onDone,
}: {
  thing: ReportedThing;
  reportId: number;
  me: number | undefined;
  onDone: (action: ModerationActionName) => void;
}) {
  const act = useModerationAction(reportId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [confirming, setConfirming] = useState<ModerationActionName>();
  const t = useT('moderation');
  const actions = actionsFor(thing, me);
  if (actions.length === 0) return null;

  const run = (action: ModerationActionName) => {
    const parsed = moderationActionSchema.safeParse({ action, note: note || undefined });
    if (!parsed.success) {
      setConfirming(undefined);
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    act.mutate(parsed.data, {
      onSuccess: () => {
        setConfirming(undefined);
        setNote('');
        onDone(action);
      },
      onError: () => setConfirming(undefined),
    });
  };
  const ask = (action: ModerationActionName) =>
    confirmText(action, thing, t) ? setConfirming(action) : run(action);

  return (
    <div className="mod-actions stack">
      <TextArea
        label={t('moderation.note')}
        hint={t('moderation.note.hint', { max: MODERATION_NOTE_MAX })}
        error={noteError}
        rows={2}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setNoteError(undefined);
        }}
      />
      <div className="mod-actions__buttons">
        {actions.map((action) => (
          <Button
            key={action}
            small
            variant={
              action === 'remove_listing' ||
              action === 'suspend_member' ||
              action === 'remove_thanks' ||
              action === 'remove_event'
                ? 'danger'
                : 'secondary'
            }
            disabled={act.isPending}
            onClick={() => ask(action)}
          >
            {t(actionKey(action))}
          </Button>
        ))}
      </div>
      {act.isError && (
        <Alert onDismiss={() => act.reset()}>
          {errorMessage(act.error, t('moderation.actFailed'))}
        </Alert>
      )}
      <Dialog
        open={confirming !== undefined}
        title={
          confirming ? t('moderation.confirm.title', { action: t(actionKey(confirming)) }) : ''
        }
        onClose={() => setConfirming(undefined)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(undefined)}>
              {t('moderation.confirm.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={act.isPending}
              onClick={() => confirming && run(confirming)}
            >
              {confirming ? t(actionKey(confirming)) : ''}
            </Button>
          </>
        }
      >
        <p>{confirming && confirmText(confirming, thing, t)}</p>
      </Dialog>
    </div>
  );
}
