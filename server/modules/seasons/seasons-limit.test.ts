import { setupTestApp } from '@server/test/app';
import { testClock } from '@server/test/fakes/clock';
import { describe, expect, it } from 'vitest';
import { NOW, newArea } from './season-world';

const testApp = setupTestApp({ RATE_LIMITS: 'true' });

describe('GET /api/seasons: its rate limit (docs/product.md §7.20)', () => {
  it('counts only answers built anew: 20 a minute, then 429', async () => {
    testApp().ctx.clock = testClock(NOW);
    const area = newArea(testApp);
    const member = await area.member();
    const ask = (within: number) => testApp().as(member).get('/api/seasons').query({ within });
    // One answer, kept: asked for again and again, it is built once.
    for (let i = 0; i < 25; i++) expect((await ask(1)).status).toBe(200);
    for (let within = 2; within <= 20; within++) expect((await ask(within)).status).toBe(200);
    const over = await ask(21);
    expect(over.status).toBe(429);
    expect(over.body.detail).toBeTruthy();
    // Another member is counted apart.
    const other = await area.member();
    expect((await testApp().as(other).get('/api/seasons').query({ within: 1 })).status).toBe(200);
  });
});
