import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { OWN_REPORT } from '@common/contracts/moderation';
import type { DeskReport, ReportedThing } from '@common/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModerationPage } from './routes/moderation-page';

// docs/product.md §14.3: a moderator does not act on a report they filed.
const ME = { id: 1, username: 'mod' };
const card = (id: number, username: string) => ({ id, username, profile_picture: null });

const aReport = (id: number, reporter = card(ME.id, ME.username)): DeskReport => ({
  id,
  status: 'open',
  reason: 'scam',
  details: null,
  created_at: '2026-05-02T09:00:00.000Z',
  closed_at: null,
  reporter,
});

const listingThing = (
  id: number,
  title: string,
  reports: DeskReport[],
  actOn: number | null,
): ReportedThing => ({
  target_type: 'listing',
  target_id: id,
  reports,
  reports_on_target: reports.length,
  act_on: actOn,
  target: {
    type: 'listing',
    listing: aListing({ id, title, owner_id: 8, owner_username: 'shady' }),
    owner: { ...card(8, 'shady'), is_suspended: false, is_deleted: false },
  },
});

let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  sessionStore.start('token', ME);
  server = fakeApi({
    'GET /moderation/reports': ({ query }) => ({
      data:
        query.status === 'closed'
          ? []
          : [
              // Only this moderator reported it: the server names no report to act on.
              listingThing(30, 'Magic beans', [aReport(11)], null),
              // This moderator and rosa: the action goes through rosa's report.
              listingThing(31, 'Odd tomatoes', [aReport(12), aReport(15, card(2, 'rosa'))], 15),
            ],
    }),
    'POST /moderation/reports/15/actions': () => ({
      data: {
        ...listingThing(31, 'Odd tomatoes', [aReport(15, card(2, 'rosa'))], 15),
        reports: [
          { ...aReport(15, card(2, 'rosa')), status: 'closed', closed_at: '2026-05-03T08:00:00Z' },
          { ...aReport(12), status: 'closed', closed_at: '2026-05-03T08:00:00Z' },
        ],
        reports_on_target: 2,
      },
    }),
  });
});
afterEach(() => sessionStore.clear());

/** The card of the listing titled `title`. */
async function thingCard(title: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: title });
  const article = link.closest('article');
  expect(article).toHaveAccessibleName('Scam or fraud: a listing');
  return article as HTMLElement;
}

describe('reports a moderator filed on the desk', () => {
  it('offers no note and no buttons on a thing only they reported, and says why', async () => {
    renderRoute(<ModerationPage />, { path: '/moderation' });
    const mine = await thingCard('Magic beans');
    expect(mine).toHaveTextContent(`Reported by ${ME.username}`);
    expect(within(mine).queryAllByRole('button')).toEqual([]);
    expect(within(mine).queryByLabelText('Note (optional)')).toBeNull();
    expect(mine).toHaveTextContent(`${OWN_REPORT}.`);
  });

  it('acts through the other member’s report where someone else reported the thing too', async () => {
    renderRoute(<ModerationPage />, { path: '/moderation' });
    const shared = await thingCard('Odd tomatoes');
    expect(
      within(within(shared).getByRole('list', { name: 'Reports' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining(`Reported by ${ME.username}`),
      expect.stringContaining('Reported by rosa'),
    ]);
    expect(shared).not.toHaveTextContent(OWN_REPORT);
    await userEvent.click(within(shared).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(server.to('POST /moderation/reports/15/actions').map((c) => c.body)).toEqual([
        { action: 'dismiss' },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dismiss: done. The reports on this listing are closed.',
    );
  });
});
