import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { errorMessage } from '@client/lib/api';
import { useT } from '@client/lib/i18n/use-i18n';
import { type FriendInviteInput, friendInviteSchema } from '@common/schemas/friends';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSendInvitation } from '../api';

/** Sends the friend-invitation e-mail (docs/product.md §9.6) to one address. */
export function InviteEmailForm() {
  const t = useT('friends');
  const send = useSendInvitation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FriendInviteInput>({
    resolver: zodResolver(friendInviteSchema),
    defaultValues: { email: '', name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(friendInviteSchema.parse(values));
      reset();
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <form
      className="stack"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('friends.invite.formLabel')}
    >
      <TextField
        label={t('friends.invite.email')}
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => send.reset() })}
      />
      <TextField
        label={t('friends.invite.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      {send.isSuccess && <Alert tone="success">{send.data.message}</Alert>}
      {send.isError && (
        <Alert onDismiss={() => send.reset()}>
          {errorMessage(send.error, t('friends.invite.failed'))}
        </Alert>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('friends.invite.sending') : t('friends.invite.send')}
      </Button>
    </form>
  );
}
