import { Alert, Loading } from '@client/components/feedback';
import { PageHeader } from '@client/components/page-header';
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
  const preview = useInvitePreview();
  return (
    <div className="page friend-invitation">
      <PageHeader title="Invite a friend" back={paths.myFriends} />
      <section className="card" aria-labelledby="invite-form">
        <h2 id="invite-form" className="friend-invitation__heading">
          Send an invitation
        </h2>
        <InviteEmailForm />
      </section>
      <section aria-labelledby="invite-preview" className="friend-invitation__preview">
        <h2 id="invite-preview" className="friend-invitation__heading">
          What your friend receives
        </h2>
        {preview.isError ? (
          <Alert>Failed to load data</Alert>
        ) : preview.isPending ? (
          <Loading />
        ) : (
          <>
            <p className="friend-invitation__subject">
              <span className="muted">Subject: </span>
              {preview.data.subject}
            </p>
            <iframe
              className="friend-invitation__frame"
              title="Invitation e-mail preview"
              sandbox=""
              srcDoc={preview.data.html}
            />
          </>
        )}
      </section>
    </div>
  );
}
