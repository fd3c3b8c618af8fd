import { describe, expect, it } from 'vitest';
import { SharedAnswers } from './shared-answers';

function clock() {
  const state = { now: 0 };
  return { state, now: () => state.now };
}

/** Answers whose one answer, 'first', has expired by `at` on the test's clock. */
async function expiredAnswers(at: number) {
  const { state, now } = clock();
  const answers = new SharedAnswers<string>(1000, 10, now);
  expect(await answers.get('page', async () => 'first')).toBe('first');
  state.now = at;
  return answers;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A build that the test finishes by hand, counting how often it started. */
function deferredBuilds() {
  const started: ((value: string) => void)[] = [];
  const build = () => new Promise<string>((resolve) => started.push(resolve));
  return { started, build };
}

describe('SharedAnswers', () => {
  it('builds once for every request that asks while the answer is being built', async () => {
    const answers = new SharedAnswers<string>(1000, 10);
    const { started, build } = deferredBuilds();
    const asked = [answers.get('page', build), answers.get('page', build)];
    expect(started).toHaveLength(1);
    started[0]!('fresh');
    expect(await Promise.all(asked)).toEqual(['fresh', 'fresh']);
    expect(await answers.get('page', build)).toBe('fresh');
    expect(started).toHaveLength(1);
  });

  it('once the answer is older than its time to live, gives it while one build replaces it', async () => {
    const { state, now } = clock();
    const answers = new SharedAnswers<string>(1000, 10, now);
    const { started, build } = deferredBuilds();
    const first = answers.get('page', build);
    started[0]!('first');
    expect(await first).toBe('first');
    state.now = 999;
    expect(await answers.get('page', build)).toBe('first');
    state.now = 1000;
    expect(await answers.get('page', build)).toBe('first');
    expect(await answers.get('page', build)).toBe('first');
    expect(started).toHaveLength(2);
    started[1]!('second');
    await Promise.resolve();
    await Promise.resolve();
    expect(await answers.get('page', build)).toBe('second');
    expect(started).toHaveLength(2);
  });

  it('keeps giving the expired answer when its replacement fails, and builds it again', async () => {
    const answers = await expiredAnswers(1000);
    let failures = 0;
    const failing = async () => {
      failures += 1;
      throw new Error('down');
    };
    expect(await answers.get('page', failing)).toBe('first');
    await nextTask();
    expect(await answers.get('page', async () => 'back')).toBe('first');
    await nextTask();
    expect(await answers.get('page', async () => 'unused')).toBe('back');
    expect(failures).toBe(1);
  });

  it('gives an expired answer for one more time to live at most, then waits for the database', async () => {
    const answers = await expiredAnswers(2000);
    await expect(answers.get('page', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });

  it('never keeps a build that was under way when a change cleared the answers', async () => {
    const answers = new SharedAnswers<string>(1000, 10);
    const { started, build } = deferredBuilds();
    const before = answers.get('page', build);
    answers.clear();
    const after = answers.get('page', build);
    expect(started).toHaveLength(2);
    started[0]!('read before the change');
    started[1]!('read after the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(await answers.get('page', build)).toBe('read after the change');
    expect(started).toHaveLength(2);
  });

  it('keeps nothing from a failed build, and the next request tries again', async () => {
    const answers = new SharedAnswers<string>(1000, 10);
    await expect(answers.get('page', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(answers.size).toBe(0);
    expect(await answers.get('page', async () => 'back')).toBe('back');
  });

  it('holds at most its bound, dropping the oldest answer first', async () => {
    const answers = new SharedAnswers<string>(1000, 2);
    for (const key of ['a', 'b', 'c']) await answers.get(key, async () => key);
    expect(answers.size).toBe(2);
    let rebuilt = false;
    await answers.get('a', async () => {
      rebuilt = true;
      return 'a';
    });
    expect(rebuilt).toBe(true);
  });
});
