import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('starts a 7-day session under "auth" and clears it', async () => {
    const { sessionStore } = await import('./session');
    const before = Date.now();
    sessionStore.start('token-1', { id: 7, username: 'rosa' });
    const stored = JSON.parse(localStorage.getItem('auth')!);
    expect(stored).toMatchObject({ token: 'token-1', user: { id: 7, username: 'rosa' } });
    expect(stored.expiresAt - before).toBeGreaterThanOrEqual(604_800_000);
    sessionStore.clear();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('removes a corrupt stored session at start-up', async () => {
    localStorage.setItem('auth', '{"token":');
    const { sessionStore } = await import('./session');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('removes an expired stored session at start-up', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ token: 't', user: { id: 1, username: 'a' }, expiresAt: Date.now() - 1 }),
    );
    const { sessionStore } = await import('./session');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps a valid stored session', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ token: 't', user: { id: 1, username: 'a' }, expiresAt: Date.now() + 1000 }),
    );
    const { sessionStore } = await import('./session');
    expect(sessionStore.get()?.token).toBe('t');
  });

  it('reads storage when first asked and hears other tabs only while someone listens', async () => {
    const { sessionStore } = await import('./session');
    const stored = { token: 't2', user: { id: 2, username: 'b' }, expiresAt: Date.now() + 1000 };
    localStorage.setItem('auth', JSON.stringify(stored));
    expect(sessionStore.get()).toMatchObject({ token: 't2' });

    const heard = vi.fn();
    const stop = sessionStore.subscribe(heard);
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toBeNull();

    stop();
    localStorage.setItem('auth', JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toMatchObject({ token: 't2' });
  });
});
