import type { noShowMemberSchema } from '@common/schemas/pickups';
import type { AppContext } from '@server/context';
import type { z } from 'zod';
import { frequentNoShows } from './queries';

/** docs/product.md §14.3: members owners said did not come this often, this recently. */
const NO_SHOW_WINDOW_DAYS = 90;
const NO_SHOWS_FLAGGED = 3;

/** GET /moderation/no-shows: for moderators only, never for the members themselves. */
export async function listNoShows(ctx: AppContext): Promise<z.infer<typeof noShowMemberSchema>[]> {
  const since = new Date(ctx.clock.now().getTime() - NO_SHOW_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await frequentNoShows(ctx.db, since, NO_SHOWS_FLAGGED);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    profile_picture: r.profile_picture,
    no_shows_90d: r.no_shows,
    last_no_show_at: new Date(r.last_no_show_at).toISOString(),
  }));
}
