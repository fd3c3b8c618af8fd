import { useSession } from '@client/lib/session';
import { useDesktop } from '@client/lib/use-media-query';
import { Outlet } from 'react-router-dom';
import { Threads } from './messages-page';
import '../threads.css';

/**
 * /messages and /messages/{id}: on a phone or tablet one screen at a time; from 1024 px the
 * threads on the left and the open conversation (or "Choose a conversation") on the right
 * (docs/product.md §10.1, §2.6).
 */
export function MessagesLayout() {
  const desktop = useDesktop();
  const session = useSession();
  if (!desktop || !session) return <Outlet />;
  return (
    <div className="messages-panes">
      <div className="messages-panes__threads">
        <Threads me={session.user.id} />
      </div>
      <div className="messages-panes__open">
        <Outlet />
      </div>
    </div>
  );
}
