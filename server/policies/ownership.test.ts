import { HttpError } from '@server/lib/errors';
import { describe, expect, it } from 'vitest';
import { answerOnlyIfAsked } from './asked';
import { mustBeAmongOwn, mustOwn, mustOwnEach, mustSee } from './ownership';

const REFUSALS = { missing: 'Nothing here', notYours: 'Not yours' };
const later = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('an owner route answers only once it asked who owns its thing', () => {
  it('refuses the answer of a handler that never asked', async () => {
    await expect(answerOnlyIfAsked('owner', async () => 'answer')).rejects.toThrow(
      'An owner route answered without asking who owns its thing',
    );
  });

  it('lets through the answer of a handler that asked, after awaits', async () => {
    const answer = await answerOnlyIfAsked('owner', async () => {
      await later();
      return mustOwn({ ownerId: 7, title: 'Basil' }, 7, REFUSALS).title;
    });
    expect(answer).toBe('Basil');
  });

  it('counts each way of asking, an empty batch included', async () => {
    await expect(
      answerOnlyIfAsked('owner', async () => mustOwnEach([], [], 7, REFUSALS)),
    ).resolves.toEqual([]);
    await expect(
      answerOnlyIfAsked('owner', async () => mustBeAmongOwn(true, 'gone')),
    ).resolves.toBe(true);
    await expect(answerOnlyIfAsked('member', async () => mustSee(1, 'gone'))).resolves.toBe(1);
  });

  it('names the access a member route broke', async () => {
    await expect(answerOnlyIfAsked('member', async () => 'answer')).rejects.toThrow(
      'A member route answered without asking a policy',
    );
  });

  it('keeps concurrent routes apart: one that asked does not vouch for one that did not', async () => {
    const asking = answerOnlyIfAsked('owner', async () => {
      await later();
      return mustOwn({ ownerId: 1 }, 1, REFUSALS);
    });
    const silent = answerOnlyIfAsked('owner', async () => {
      await later();
      return 'silent';
    });
    await expect(asking).resolves.toEqual({ ownerId: 1 });
    await expect(silent).rejects.toThrow();
  });
});

describe('mustOwn', () => {
  const statusOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof HttpError ? [error.status, error.detail] : error;
    }
    return 'allowed';
  };

  it('answers 404 for what the member cannot see, 403 for what is not theirs', () => {
    expect(statusOf(() => mustOwn(undefined, 7, REFUSALS))).toEqual([404, 'Nothing here']);
    expect(statusOf(() => mustOwn({ ownerId: 8 }, 7, REFUSALS))).toEqual([403, 'Not yours']);
    expect(statusOf(() => mustOwn({ ownerId: 7 }, 7, REFUSALS))).toBe('allowed');
    expect(statusOf(() => mustOwnEach([1, 2], [{ id: 1, ownerId: 7 }], 7, REFUSALS))).toEqual([
      404,
      'Nothing here',
    ]);
    expect(statusOf(() => mustBeAmongOwn(false, 'gone'))).toEqual([404, 'gone']);
    expect(statusOf(() => mustSee(undefined, 'hidden'))).toEqual([404, 'hidden']);
  });

  it("names a batch's first refused thing in the caller's words, whichever check refused it", () => {
    const things = [
      { id: 1, ownerId: 7, shown: false },
      { id: 2, ownerId: 8, shown: true },
    ];
    const refuse = (index: number, id: number) => new Error(`not yours: ${index}/${id}`);
    const hidden = (thing: { id: number; shown: boolean }, index: number) => {
      if (!thing.shown) throw new Error(`hidden: ${index}/${thing.id}`);
    };
    expect(() => mustOwnEach([2, 1], things, 7, refuse, hidden)).toThrow('not yours: 0/2');
    expect(() => mustOwnEach([1, 2], things, 7, refuse, hidden)).toThrow('hidden: 0/1');
    expect(() => mustOwnEach([3], things, 7, refuse)).toThrow('not yours: 0/3');
  });
});
