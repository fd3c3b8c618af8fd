import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

export interface Member {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
}

let counter = 0;
export function uniqueName(prefix = 'g') {
  return `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
}

/** Registers a member through the API (fast); the UI journeys have their own tests. */
export async function createMember(
  request: APIRequestContext,
  extra: Record<string, string> = {},
): Promise<Member> {
  const username = uniqueName('gardener_');
  const email = `${username}@example.com`;
  const password = 'garden-password-1';
  const res = await request.post('/api/auth/register', {
    data: { email, username, password, first_name: 'Green', last_name: 'Thumb' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = await res.json();
  const member = { id: body.user.id, email, username, password, token: body.access_token };
  if (extra.city) {
    await request.post('/api/auth/upload-profile-image', {
      headers: { Authorization: `Bearer ${member.token}` },
      multipart: {
        city: extra.city,
        state: extra.state ?? 'UT',
        postcode: extra.postcode ?? '84101',
      },
    });
  }
  return member;
}

/** Puts a member's session in the browser's storage, as logging in would. */
export async function signIn(page: Page, member: Member) {
  await page.goto('/not-found');
  await page.evaluate(
    ({ token, id, username }) => {
      localStorage.setItem(
        'auth',
        JSON.stringify({ token, user: { id, username }, expiresAt: Date.now() + 6.048e8 }),
      );
    },
    { token: member.token, id: member.id, username: member.username },
  );
}

/** The e-mails the server (by its data folder) wrote to its outbox, newest last. */
export async function outbox(dataDir = e2eDataDir): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** Leaves out the link every member gets at sign-up to confirm their address. */
export const notSignUpConfirmation = (eml: string) =>
  !eml.includes('Subject: Confirm your Homegrown e-mail address');

/** Opens the link `email` was sent at sign-up, as a settled member long has. */
export async function confirmSignUp(
  request: APIRequestContext,
  email: string,
  dataDir = e2eDataDir,
) {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await outbox(dataDir))
        .map(decodeEml)
        .find((m) => m.includes(`To: ${email}`) && !notSignUpConfirmation(m));
      token = mail?.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  const res = await request.post('/api/auth/email/confirm', { data: { token } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Undoes quoted-printable soft breaks so links in .eml files can be read. */
export function decodeEml(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** What a project may set: how many days this machine's clock is moved on (see below). */
export interface ClockOptions {
  realClockShiftDays: number;
}

export const test = base.extend<{ member: Member }, ClockOptions & { movedRealClock: undefined }>({
  member: async ({ request }, use) => {
    await use(await createMember(request));
  },
  realClockShiftDays: [0, { scope: 'worker', option: true }],
  /**
   * This machine's clock, moved on by `realClockShiftDays` for the worker's tests: the
   * screens' baselines hold on any day only if nothing in a journey reads it (the world reads
   * its server's clock, the browser is set to that).
   */
  movedRealClock: [
    async ({ realClockShiftDays }, use) => {
      const RealDate = Date;
      const shift = realClockShiftDays * 24 * 60 * 60 * 1000;
      if (shift) {
        globalThis.Date = class extends RealDate {
          constructor(...args: unknown[]) {
            if (args.length === 0) super(RealDate.now() + shift);
            else super(...(args as [string | number | Date]));
          }
          static override now() {
            return RealDate.now() + shift;
          }
        } as DateConstructor;
      }
      await use(undefined);
      globalThis.Date = RealDate;
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
