import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { AuditEntry, ReportedThing } from '@common/schemas/moderation';
import type { noShowMemberSchema } from '@common/schemas/pickups';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ModerationPage } from './routes/moderation-page';

// docs/product.md §14.3: a reported thank-you on the desk, and the members who often did not
// come to a pickup (§7.15). Noon UTC: the same day in every time zone the test may run in.
const card = (id: number, username: string) => ({ id, username, profile_picture: null });
const member = (id: number, username: string) => ({
  ...card(id, username),
  is_suspended: false,
  is_deleted: false,
});
type NoShowMember = z.infer<typeof noShowMemberSchema>;

const thanksThing = (removedAt: string | null = null): ReportedThing => ({
  target_type: 'thanks',
  target_id: 70,
  reports: [
    {
      id: 21,
      status: 'open',
      reason: 'offensive',
      details: 'Rude words on my profile',
      created_at: '2026-05-02T12:00:00.000Z',
      closed_at: null,
      reporter: card(5, 'rosa'),
    },
  ],
  reports_on_target: 1,
  act_on: 21,
  target: {
    type: 'thanks',
    thanks: {
      id: 70,
      text: 'Thanks, you rude person',
      created_at: '2026-05-01T12:00:00.000Z',
      removed_at: removedAt,
      listing: { id: 30, title: 'Rhubarb crowns' },
    },
    from: member(8, 'shady'),
    to: member(5, 'rosa'),
  },
});
const THANKS_CARD = 'Offensive or abusive: a thank-you';

let open: ReportedThing[];
let noShows: NoShowMember[];
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStore.start('token', { id: 1, username: 'mod' });
  open = [thanksThing()];
  noShows = [
    { ...card(9, 'ghost'), no_shows_90d: 4, last_no_show_at: '2026-05-20T12:00:00.000Z' },
    { ...card(10, 'late_larry'), no_shows_90d: 3, last_no_show_at: '2026-05-11T12:00:00.000Z' },
  ];
  server = fakeApi({
    'GET /moderation/reports': ({ query }) => ({ data: query.status === 'closed' ? [] : open }),
    'GET /moderation/audit': () => ({ data: [] as AuditEntry[] }),
    'GET /moderation/no-shows': () => ({ data: noShows }),
    'POST /moderation/reports/21/actions': () => {
      open = [];
      return { data: { ...thanksThing('2026-05-03T12:00:00.000Z'), act_on: null } };
    },
  });
});
afterEach(() => sessionStore.clear());

const renderDesk = (at = '/moderation') =>
  renderRoute(<ModerationPage />, { path: '/moderation', at });

describe('a reported thank-you on the desk', () => {
  it('shows its words, from whom to whom, the listing and the reports', async () => {
    renderDesk();
    const thanks = await screen.findByRole('article', { name: THANKS_CARD });
    const target = within(thanks).getByRole('region', { name: 'Reported thank-you' });
    expect(target).toHaveTextContent('Thanks, you rude person');
    expect(within(target).getByRole('link', { name: 'shady' })).toHaveAttribute(
      'href',
      '/seller/8',
    );
    expect(within(target).getByRole('link', { name: 'rosa' })).toHaveAttribute('href', '/seller/5');
    expect(within(target).getByRole('link', { name: 'For Rhubarb crowns' })).toHaveAttribute(
      'href',
      '/listings/30',
    );
    expect(within(target).getByText('shown on the profile')).toBeInTheDocument();
    expect(within(thanks).getByRole('list', { name: 'Reports' })).toHaveTextContent(
      'Rude words on my profile',
    );
    expect(
      within(thanks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Remove thank-you', 'Suspend member']);
  });

  it('removes it at once, and says so', async () => {
    renderDesk();
    const thanks = await screen.findByRole('article', { name: THANKS_CARD });
    await userEvent.click(within(thanks).getByRole('button', { name: 'Remove thank-you' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Remove thank-you: done. The reports on this thank-you are closed.',
    );
    expect(server.to('POST /moderation/reports/21/actions').map((c) => c.body)).toEqual([
      { action: 'remove_thanks' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: THANKS_CARD })).toBeNull());
  });

  it('offers to restore one already removed', async () => {
    open = [thanksThing('2026-05-03T12:00:00.000Z')];
    renderDesk();
    const thanks = await screen.findByRole('article', { name: THANKS_CARD });
    expect(within(thanks).getByText('removed')).toBeInTheDocument();
    expect(within(thanks).getByRole('button', { name: 'Restore thank-you' })).toBeInTheDocument();
  });
});

describe('members who often did not come', () => {
  it('lists them with their count and last date, each linking to their seller page', async () => {
    renderDesk();
    await userEvent.click(await screen.findByRole('tab', { name: 'No-shows' }));
    expect(
      await screen.findByRole('heading', { name: 'Members who often did not come' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Members with no-shows' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/ghost4 no-shows in 90 daysLast on May 20, 2026/),
      expect.stringMatching(/late_larry3 no-shows in 90 daysLast on May 11, 2026/),
    ]);
    expect(within(list).getByRole('link', { name: 'ghost' })).toHaveAttribute('href', '/seller/9');
  });

  it('says when nobody often misses a pickup, and keeps the view in the address', async () => {
    noShows = [];
    const { router } = renderDesk('/moderation?view=no-shows');
    expect(
      await screen.findByText('Nobody has missed 3 pickups in the last 90 days.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=no-shows');
  });

  it('speaks Spanish', async () => {
    await act(() => switchLocale('es'));
    renderDesk('/moderation?view=no-shows');
    expect(
      await screen.findByRole('heading', { name: 'Miembros que a menudo no se presentaron' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Miembros con ausencias' })).toHaveTextContent(
      '4 ausencias en 90 días',
    );
    expect(screen.getByRole('tab', { name: 'Ausencias' })).toHaveAttribute('aria-selected', 'true');
  });
});
