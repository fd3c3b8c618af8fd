import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { AuditEntry, DeskReport, ReportedThing } from '@common/schemas/moderation';
import type { Message } from '@common/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationPage } from './routes/moderation-page';

const card = (id: number, username: string) => ({ id, username, profile_picture: null });
const member = (id: number, username: string, over = {}) => ({
  ...card(id, username),
  is_suspended: false,
  is_deleted: false,
  ...over,
});
const message = (id: number, content: string, senderId = 8): Message => ({
  id,
  sender_id: senderId,
  receiver_id: senderId === 8 ? 2 : 8,
  content,
  created_at: '2026-05-01T10:00:00.000Z',
  is_read: true,
  listing_id: null,
  listing: null,
});

const aReport = (id: number, over: Partial<DeskReport> = {}): DeskReport => ({
  id,
  status: 'open',
  reason: 'spam',
  details: null,
  created_at: '2026-05-02T09:00:00.000Z',
  closed_at: null,
  reporter: card(2, 'rosa'),
  ...over,
});

/** Reported by rosa and by tom, with one closed report on it from before. */
const listingThing: ReportedThing = {
  target_type: 'listing',
  target_id: 30,
  reports: [
    aReport(11, { reason: 'scam', details: 'Asks for a deposit by wire' }),
    aReport(14, { reporter: card(3, 'tom') }),
  ],
  reports_on_target: 3,
  act_on: 11,
  target: {
    type: 'listing',
    listing: aListing({
      id: 30,
      title: 'Rare orchids',
      owner_id: 8,
      owner_username: 'shady',
      featured_image: 'images/orchid.jpg',
      moderation: 'held',
    }),
    owner: member(8, 'shady'),
  },
};
const LISTING_CARD = 'Scam or fraud, Spam: a listing';
const userThing: ReportedThing = {
  target_type: 'user',
  target_id: 9,
  reports: [aReport(12, { reason: 'offensive' })],
  reports_on_target: 1,
  act_on: 12,
  target: {
    type: 'user',
    member: member(9, 'grump', { is_suspended: true }),
    listings: [aListing({ id: 40, title: 'Old spade', owner_id: 9 })],
  },
};
const messageThing: ReportedThing = {
  target_type: 'message',
  target_id: 51,
  reports: [aReport(13, { reason: 'unsafe' })],
  reports_on_target: 1,
  act_on: 13,
  target: {
    type: 'message',
    message: message(51, 'Meet me behind the shed at midnight'),
    context: [
      message(50, 'Hi, are the bulbs still there?', 2),
      message(51, 'Meet me behind the shed at midnight'),
      message(52, 'No thanks', 2),
    ],
    sender: member(8, 'shady'),
    receiver: member(2, 'rosa'),
  },
};

let open: ReportedThing[];
let closed: ReportedThing[];
let audit: AuditEntry[];
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStore.start('token', { id: 1, username: 'mod' });
  open = [listingThing, userThing, messageThing];
  closed = [];
  audit = [];
  server = fakeApi({
    'GET /moderation/reports': ({ query }) => ({ data: query.status === 'closed' ? closed : open }),
    'GET /moderation/audit': () => ({ data: audit }),
    'POST /moderation/reports/11/actions': ({ body }) => {
      const { action, note } = body as { action: AuditEntry['action']; note?: string };
      const done: ReportedThing = {
        ...listingThing,
        reports_on_target: 2,
        reports: listingThing.reports.map((r) => ({
          ...r,
          status: 'closed',
          closed_at: '2026-05-03T08:00:00.000Z',
        })),
      };
      open = open.filter((t) => t.target_id !== 30);
      closed = [done];
      audit = [
        {
          id: 1,
          moderator: card(1, 'mod'),
          action,
          target_type: action === 'suspend_member' ? 'user' : 'listing',
          target_id: action === 'suspend_member' ? 8 : 30,
          report_id: 11,
          note: note ?? null,
          created_at: '2026-05-03T08:00:00.000Z',
        },
      ];
      return { data: done };
    },
  });
});
afterEach(() => sessionStore.clear());

const renderDesk = (at = '/moderation') =>
  renderRoute(<ModerationPage />, { path: '/moderation', at });

const reportCard = async (title: string) => screen.findByRole('article', { name: title });

describe('the moderation desk (docs/product.md §14.3)', () => {
  it('shows each reported thing once, its reports inside, and the thing as it is now', async () => {
    renderDesk();
    const listing = await reportCard(LISTING_CARD);
    const reports = within(listing).getByRole('list', { name: 'Reports' });
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Scam or fraud Reported by rosa on .*Asks for a deposit by wire$/),
      expect.stringMatching(/^Spam Reported by tom on /),
    ]);
    expect(listing).toHaveTextContent('1 other report on it, closed');
    expect(within(listing).getByRole('img', { name: 'Rare orchids' })).toHaveAttribute(
      'src',
      '/api/images/orchid.jpg',
    );
    expect(within(listing).getByText('held after reports')).toBeInTheDocument();
    expect(within(listing).getByRole('link', { name: 'shady' })).toHaveAttribute(
      'href',
      '/seller/8',
    );
    expect(
      within(listing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Remove listing', 'Suspend member']);

    const user = await reportCard('Offensive or abusive: a member');
    expect(within(user).getByText('suspended')).toBeInTheDocument();
    expect(within(user).getByRole('list', { name: "grump's listings" })).toHaveTextContent(
      'Old spade',
    );
    expect(
      within(user)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Lift suspension']);

    expect(within(user).getByRole('list', { name: 'Reports' })).toHaveTextContent(
      'Reported by rosa',
    );

    const msg = await reportCard('Unsafe: a message');
    const around = within(msg).getByRole('list', { name: 'The conversation around it' });
    expect(
      within(around)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Hi, are the bulbs still there?'),
      expect.stringMatching(/^reported.*Meet me behind the shed at midnight/),
      expect.stringContaining('No thanks'),
    ]);
    expect(server.to('GET /moderation/reports')[0]?.query).toMatchObject({ status: 'open' });
  });

  it('removes a listing with a note after the confirm, then it is closed and in the audit log', async () => {
    renderDesk();
    const listing = await reportCard(LISTING_CARD);
    await userEvent.type(within(listing).getByLabelText('Note (optional)'), 'Known scam pattern');
    await userEvent.click(within(listing).getByRole('button', { name: 'Remove listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove listing?' });
    expect(dialog).toHaveTextContent('The owner is told by e-mail.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove listing' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Remove listing: done. The reports on this listing are closed.',
    );
    expect(server.to('POST /moderation/reports/11/actions').map((c) => c.body)).toEqual([
      { action: 'remove_listing', note: 'Known scam pattern' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: LISTING_CARD })).toBeNull());

    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const done = await reportCard(LISTING_CARD);
    expect(done).toHaveTextContent('Closed on');
    expect(within(done).queryByRole('button', { name: 'Dismiss' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    const log = await screen.findByRole('list', { name: 'Audit log' });
    expect(log).toHaveTextContent('mod removed listing #30');
    expect(log).toHaveTextContent('Known scam pattern');
    expect(within(log).getByRole('link', { name: 'listing #30' })).toHaveAttribute(
      'href',
      '/listings/30',
    );
  });

  it('dismisses without asking, and cancelling a suspension sends nothing', async () => {
    renderDesk();
    const listing = await reportCard(LISTING_CARD);
    await userEvent.click(within(listing).getByRole('button', { name: 'Suspend member' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend member?' });
    expect(dialog).toHaveTextContent('shady is signed out everywhere at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.to('POST /moderation/reports/11/actions')).toHaveLength(0);

    await userEvent.click(within(listing).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.to('POST /moderation/reports/11/actions').map((c) => c.body)).toEqual([
        { action: 'dismiss' },
      ]),
    );
  });

  it('refuses a note over the limit before sending', async () => {
    renderDesk();
    const listing = await reportCard(LISTING_CARD);
    await userEvent.click(within(listing).getByLabelText('Note (optional)'));
    await userEvent.paste('n'.repeat(1001));
    await userEvent.click(within(listing).getByRole('button', { name: 'Dismiss' }));
    expect(
      await within(listing).findByText('Note must be at most 1000 characters long'),
    ).toBeInTheDocument();
    expect(server.to('POST /moderation/reports/11/actions')).toHaveLength(0);
  });

  it('says when the queue is empty', async () => {
    open = [];
    renderDesk();
    expect(await screen.findByText('No open reports. All is calm.')).toBeInTheDocument();
  });

  it('is "Page Not Found" to anyone the server does not take for a moderator', async () => {
    fakeApi({ 'GET /moderation/reports': { status: 404, data: { detail: 'Not found' } } });
    const { router } = renderDesk('/moderation?view=audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
