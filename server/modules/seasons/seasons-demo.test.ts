import { seedDemoData } from '@server/demo/seed';
import { setupTestApp } from '@server/test/app';
import { testClock } from '@server/test/fakes/clock';
import { NOW, wordsOf } from '@server/test/season-world';
import { describe, expect, it } from 'vitest';
import { rebuildSeasonWords } from './sweep';

const testApp = setupTestApp();

describe('In season near you on a fresh install with demo data (docs/product.md §12.7, §7.20)', () => {
  it("shows the demo gardeners' words from the first build", async () => {
    const { ctx } = testApp();
    // Mid-month, so the demo's week of listings falls in one month.
    ctx.clock = testClock(NOW);
    await seedDemoData(ctx);
    await rebuildSeasonWords(ctx);
    // A guest in Millcreek, among the demo gardeners, at the page's default area.
    const res = await testApp().api.get('/api/seasons').query({ zip: '84106' });
    expect(res.status).toBe(200);
    expect(wordsOf(res.body.months, 6)).toContain('seeds:few');
  });
});
