import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { AuditEntry, ReportedThing } from '@common/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationPage } from './routes/moderation-page';

// docs/product.md §7.19, §14.3: a reported swap day on the desk.
const card = (id: number, username: string) => ({ id, username, profile_picture: null });
const member = (id: number, username: string) => ({
  ...card(id, username),
  is_suspended: false,
  is_deleted: false,
});

const eventThing = (
  event: { removed_at?: string | null; cancelled_at?: string | null } | null = {},
): ReportedThing => ({
  target_type: 'event',
  target_id: 40,
  reports: [
    {
      id: 31,
      status: 'open',
      reason: 'scam',
      details: 'They sell, nobody swaps',
      created_at: '2026-05-02T12:00:00.000Z',
      closed_at: null,
      reporter: card(5, 'rosa'),
    },
  ],
  reports_on_target: 1,
  act_on: 31,
  target: {
    type: 'event',
    event: event && {
      id: 40,
      title: 'Seed swap at the library',
      description: 'Bring cash only',
      place_name: 'City Library',
      starts_at: '2026-06-06T16:00:00.000Z',
      ends_at: '2026-06-06T18:00:00.000Z',
      cancelled_at: event.cancelled_at ?? null,
      removed_at: event.removed_at ?? null,
    },
    host: member(8, 'shady'),
  },
});
const EVENT_CARD = 'Scam or fraud: a swap day';

let open: ReportedThing[];
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStore.start('token', { id: 1, username: 'mod' });
  open = [eventThing()];
  server = fakeApi({
    'GET /moderation/reports': ({ query }) => ({ data: query.status === 'closed' ? [] : open }),
    'GET /moderation/audit': () => ({ data: [] as AuditEntry[] }),
    'POST /moderation/reports/31/actions': () => {
      open = [];
      return { data: { ...eventThing({ removed_at: '2026-05-03T12:00:00.000Z' }), act_on: null } };
    },
  });
});
afterEach(() => sessionStore.clear());

const renderDesk = () => renderRoute(<ModerationPage />, { path: '/moderation' });

describe('a reported swap day on the desk', () => {
  it('shows its host, its page, where, what it says and the reports', async () => {
    renderDesk();
    const thing = await screen.findByRole('article', { name: EVENT_CARD });
    const target = within(thing).getByRole('region', { name: 'Reported swap day' });
    expect(within(target).getByRole('link', { name: 'shady' })).toHaveAttribute(
      'href',
      '/seller/8',
    );
    expect(within(target).getByRole('link', { name: 'Seed swap at the library' })).toHaveAttribute(
      'href',
      '/swap-days/40',
    );
    expect(target).toHaveTextContent('City Library');
    expect(target).toHaveTextContent('Bring cash only');
    expect(within(target).getByText('shown to neighbours')).toBeInTheDocument();
    expect(within(thing).getByRole('list', { name: 'Reports' })).toHaveTextContent(
      'They sell, nobody swaps',
    );
    expect(
      within(thing)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Remove swap day', 'Suspend member']);
  });

  it('removes it after a confirmation that everyone going is told, and says so', async () => {
    renderDesk();
    const thing = await screen.findByRole('article', { name: EVENT_CARD });
    await userEvent.click(within(thing).getByRole('button', { name: 'Remove swap day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove swap day?' });
    expect(dialog).toHaveTextContent('Nobody will see this swap day any more, its host included.');
    expect(server.to('POST /moderation/reports/31/actions')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove swap day' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Remove swap day: done. The reports on this swap day are closed.',
    );
    expect(server.to('POST /moderation/reports/31/actions').map((c) => c.body)).toEqual([
      { action: 'remove_event' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: EVENT_CARD })).toBeNull());
  });

  it('offers to restore one removed, and tells a cancelled or deleted one', async () => {
    open = [eventThing({ removed_at: '2026-05-03T12:00:00.000Z' })];
    const { unmount } = renderDesk();
    let thing = await screen.findByRole('article', { name: EVENT_CARD });
    expect(within(thing).getByText('removed')).toBeInTheDocument();
    expect(within(thing).getByRole('button', { name: 'Restore swap day' })).toBeInTheDocument();
    unmount();

    open = [eventThing({ cancelled_at: '2026-05-03T12:00:00.000Z' })];
    const second = renderDesk();
    thing = await screen.findByRole('article', { name: EVENT_CARD });
    expect(within(thing).getByText('cancelled by its host')).toBeInTheDocument();
    second.unmount();

    open = [eventThing(null)];
    renderDesk();
    thing = await screen.findByRole('article', { name: EVENT_CARD });
    expect(thing).toHaveTextContent(
      "This swap day is gone: it was deleted with its host's account.",
    );
    expect(within(thing).queryByRole('button', { name: 'Remove swap day' })).toBeNull();
  });
});
