import { call } from '@client/lib/api-client';
import { blockContracts } from '@common/contracts/blocks';
import { describe, expect, it } from 'vitest';
import { fakeApi, takeContractBreaches } from './fake-api';

describe('the fake API answers through the contracts', () => {
  it('refuses to fake a route the API does not have', () => {
    expect(() => fakeApi({ 'GET /no-such-route': { data: [] } })).toThrow(
      'fakeApi: GET /no-such-route is no route of the API (common/contracts)',
    );
  });

  it('reports a faked answer its contract refuses, and lets a valid one through', async () => {
    fakeApi({
      'GET /blocks': { data: [{ id: 'seven' }] },
      'POST /blocks': { status: 422, data: { message: 'no detail' } },
    });
    await call(blockContracts.list);
    await expect(call(blockContracts.block, { body: { user_id: 1 } })).rejects.toThrow();
    const breaches = takeContractBreaches();
    expect(breaches).toHaveLength(2);
    expect(breaches[0]).toMatch(/^GET \/blocks answered outside its contract: 0\.id: /);
    expect(breaches[1]).toBe('POST /blocks 422 has no detail');

    const blocked = { id: 7, username: 'fern', profile_picture: null };
    fakeApi({ 'GET /blocks': { data: [blocked] } });
    expect(await call(blockContracts.list)).toEqual([blocked]);
    expect(takeContractBreaches()).toEqual([]);
  });
});
