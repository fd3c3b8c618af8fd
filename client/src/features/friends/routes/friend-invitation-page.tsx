import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
import { useT } from '@client/lib/i18n/use-i18n';
import { paths } from '@client/paths';
import { useInvitePreview } from '../api';
import { InviteEmailForm } from '../components/invite-email-form';
import '../components/friends.css';
import './friend-invitation-page.css';

/**
 * /friend-invi: the friend-invitation e-mail with the member's own data (docs/product.md §9.6), and
 * the form that sends it. The preview is sandboxed: nothing in it can run or navigate.
 */
export function FriendInvitationPage() {
  const t = useT('friends');
  const preview = useInvitePreview();
  return (
    <div className="page friend-invitation">
      <PageHeader title={t('friends.invitation.title')} back={paths.myFriends} />
      <section className="card" aria-labelledby="invite-form">
        <h2 id="invite-form" className="friend-invitation__heading">
          {t('friends.invitation.form')}
        </h2>
        <InviteEmailForm />
      </section>
      <section aria-labelledby="invite-preview" className="friend-invitation__preview">
        <h2 id="invite-preview" className="friend-invitation__heading">
          {t('friends.invitation.preview')}
        </h2>
        {preview.isError ? (
          <Alert>{t('friends.loadFailed')}</Alert>
        ) : preview.isPending ? (
          <Loading />
        ) : (
          <>
            <p className="friend-invitation__subject">
              <span className="muted">{`${t('friends.invitation.subject')} `}</span>
              {preview.data.subject}
            </p>
            <iframe
              className="friend-invitation__frame"
              title={t('friends.invitation.frame')}
              sandbox=""
              srcDoc={preview.data.html}
            />
          </>
        )}
      </section>
    </div>
  );
}
