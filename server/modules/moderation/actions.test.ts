import { LISTING_ACTIONS_ONLY, REPORT_NOT_FOUND } from '@common/contracts/moderation';
import {
  ACCOUNT_SUSPENDED,
  type AuditEntry,
  REMOVED_BY_MODERATOR,
  type ReportedThing,
} from '@common/schemas/moderation';
import { listings, messages, moderationActions, reports, users } from '@server/db/schema';
import { REMOVED_NOT_EDITABLE } from '@server/modules/listings/edit-listing';
import { setupTestApp } from '@server/test/app';
import {
  createListing,
  createReport,
  createTrustedUser,
  createUser,
  type ReportFiled,
  reloadUser,
  TEST_PASSWORD,
  type TestUser,
} from '@server/test/factories';
import { decodeEml, headerOf } from '@server/test/mail';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOT_YOURSELF } from './service';

const testApp = setupTestApp();
const ctx = () => testApp().ctx;
const member = () => createUser(ctx());
const moderator = () => createUser(ctx(), { role: 'moderator' });
const msgs = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

const fileReport = (...report: ReportFiled) => createReport(ctx(), ...report);

const act = (mod: TestUser, reportId: number, action: string, note?: string) =>
  testApp()
    .as(mod)
    .post(`/api/moderation/reports/${reportId}/actions`)
    .send(note === undefined ? { action } : { action, note });

const statusOf = async (id: number) =>
  (await ctx().db.select().from(reports).where(eq(reports.id, id)))[0]!;

const listingOf = async (id: number) =>
  (await ctx().db.select().from(listings).where(eq(listings.id, id)))[0];

const signIn = (user: TestUser) =>
  testApp()
    .api.post('/api/auth/login')
    .type('form')
    .send({ username: user.email, password: TEST_PASSWORD });

async function auditFor(reportId: number) {
  return ctx().db.select().from(moderationActions).where(eq(moderationActions.reportId, reportId));
}

describe('POST /api/moderation/reports/{id}/actions: what is asked', () => {
  it('answers 404 for a report that does not exist, and checks the action and note', async () => {
    const [mod, reporter, target] = await Promise.all([moderator(), member(), member()]);
    const missing = await act(mod, 2_000_000_000, 'dismiss');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(REPORT_NOT_FOUND);
    const report = await fileReport(reporter, 'user', target.id);
    const bad = await act(mod, report.id, 'ban', 'n'.repeat(1001)).expect(422);
    expect(msgs(bad.body)).toEqual(
      expect.arrayContaining([
        'action must be one of: dismiss, remove_listing, restore_listing, suspend_member, unsuspend_member, remove_thanks, restore_thanks, remove_event, restore_event',
        'Note must be at most 1000 characters long',
      ]),
    );
    for (const action of ['remove_listing', 'restore_listing']) {
      expect(msgs((await act(mod, report.id, action).expect(422)).body)).toEqual([
        LISTING_ACTIONS_ONLY,
      ]);
    }
    // Nothing refused was done or logged.
    expect((await statusOf(report.id)).status).toBe('open');
    expect(await auditFor(report.id)).toEqual([]);
  });

  it('will not let a moderator suspend themselves', async () => {
    const [mod, reporter] = await Promise.all([moderator(), member()]);
    const report = await fileReport(reporter, 'user', mod.id);
    expect(msgs((await act(mod, report.id, 'suspend_member').expect(422)).body)).toEqual([
      NOT_YOURSELF,
    ]);
  });
});

describe('dismiss', () => {
  it('closes every open report on the target and shows a held listing again', async () => {
    // Reporters whose reports count toward hiding: address confirmed, account 8 days old.
    const [mod, owner, r1, r2, r3, viewer] = await Promise.all([
      moderator(),
      member(),
      createTrustedUser(ctx()),
      createTrustedUser(ctx()),
      createTrustedUser(ctx()),
      member(),
    ]);
    const listing = await createListing(ctx(), owner, { title: 'Kale starts' });
    const reported = [];
    for (const r of [r1, r2, r3]) {
      reported.push(
        (
          await testApp()
            .as(r)
            .post('/api/reports')
            .send({ target_type: 'listing', target_id: listing.id, reason: 'spam' })
            .expect(201)
        ).body.id as number,
      );
    }
    expect((await listingOf(listing.id))?.moderation).toBe('held');
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(404);

    const res = await act(mod, reported[0]!, 'dismiss', '  Ordinary kale  ').expect(200);
    // The thing as it is now, with every report on it (newest first), all closed by the one action.
    expect(res.body).toMatchObject({
      target_type: 'listing',
      target_id: listing.id,
      reports_on_target: 3,
      target: { type: 'listing', listing: { id: listing.id, moderation: null } },
    });
    expect((res.body as ReportedThing).reports).toEqual(
      [...reported]
        .reverse()
        .map((id) =>
          expect.objectContaining({ id, status: 'closed', closed_at: expect.any(String) }),
        ),
    );
    for (const id of reported) expect((await statusOf(id)).status).toBe('closed');
    expect((await listingOf(listing.id))?.moderation).toBeNull();
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);
    expect(await auditFor(reported[0]!)).toMatchObject([
      {
        moderatorId: mod.id,
        action: 'dismiss',
        targetType: 'listing',
        targetId: listing.id,
        note: 'Ordinary kale',
      },
    ]);
  });
});

describe('remove_listing and restore_listing', () => {
  it('hides the listing from all but its owner, who is told by e-mail and may only delete it', async () => {
    const [mod, owner, reporter, viewer] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
    ]);
    const listing = await createListing(ctx(), owner, { title: 'Totally legal cuttings' });
    const report = await fileReport(reporter, 'listing', listing.id);
    const before = (await testApp().outbox()).length;

    const res = await act(mod, report.id, 'remove_listing', 'Not allowed').expect(200);
    expect(res.body).toMatchObject({
      reports: [{ id: report.id, status: 'closed' }],
      target: { listing: { moderation: 'removed' } },
    });
    await testApp().api.get(`/api/listings/${listing.id}`).expect(404);
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(404);
    const feed = await testApp().api.get('/api/listings?public=true&limit=100').expect(200);
    expect(feed.body.map((l: { id: number }) => l.id)).not.toContain(listing.id);

    // The owner still has it in My lists, marked as removed.
    const mine = await testApp().as(owner).get('/api/listings?mine=true').expect(200);
    expect(mine.body.find((l: { id: number }) => l.id === listing.id)).toMatchObject({
      moderation: 'removed',
    });
    const edit = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}`)
      .send({ title: 'Renamed' });
    expect(edit.status).toBe(403);
    expect(edit.body.detail).toBe(REMOVED_NOT_EDITABLE);
    expect(edit.body.detail.startsWith(REMOVED_BY_MODERATOR)).toBe(true);
    const publish = await testApp()
      .as(owner)
      .patch(`/api/listings/${listing.id}/visibility`)
      .send({ is_public: true });
    expect(publish.status).toBe(403);
    expect(publish.body.detail).toBe(REMOVED_NOT_EDITABLE);
    expect((await listingOf(listing.id))?.title).toBe('Totally legal cuttings');

    const mail = (await testApp().outbox()).slice(before).map(decodeEml);
    const toOwner = mail.filter((m) => headerOf(m, 'To')?.includes(owner.email));
    expect(toOwner).toHaveLength(1);
    expect(headerOf(toOwner[0]!, 'Subject')).toContain(REMOVED_BY_MODERATOR);
    expect(toOwner[0]).toContain('Totally legal cuttings');
    expect(toOwner[0]).toContain('/my-listings');

    // Removing again sends nothing more.
    await act(mod, report.id, 'remove_listing').expect(200);
    expect((await testApp().outbox()).length).toBe(before + 1);

    await testApp().as(owner).delete(`/api/listings/${listing.id}`).expect(204);
    expect(await listingOf(listing.id)).toBeUndefined();
  });

  it('restores a removed listing later, on the closed report, and logs both', async () => {
    const [mod, owner, reporter, viewer] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
    ]);
    const listing = await createListing(ctx(), owner);
    const report = await fileReport(reporter, 'listing', listing.id);
    await act(mod, report.id, 'remove_listing').expect(200);
    expect((await statusOf(report.id)).status).toBe('closed');
    await act(mod, report.id, 'restore_listing', 'On appeal').expect(200);
    expect((await listingOf(listing.id))?.moderation).toBeNull();
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);
    expect((await auditFor(report.id)).map((a) => [a.action, a.note])).toEqual([
      ['remove_listing', null],
      ['restore_listing', 'On appeal'],
    ]);
  });
});

describe('suspend_member and unsuspend_member', () => {
  it('ends every session, refuses sign-in, hides their listings and keeps their data', async () => {
    const [mod, owner, reporter, viewer] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
    ]);
    const listing = await createListing(ctx(), owner, { title: 'Suspect squash' });
    const other = await createListing(ctx(), owner, { title: 'Other squash' });
    await ctx()
      .db.insert(messages)
      .values({ senderId: owner.id, receiverId: viewer.id, content: 'Hi' });
    const report = await fileReport(reporter, 'listing', listing.id);
    const aboutThem = await fileReport(viewer, 'user', owner.id);
    // A session in use: the token is cached by the server.
    await testApp().as(owner).get('/api/auth/profile').expect(200);
    const version = (await reloadUser(ctx(), owner.id))!.tokenVersion;

    const res = await act(mod, report.id, 'suspend_member', 'Scams').expect(200);
    expect(res.body.target).toMatchObject({ owner: { id: owner.id, is_suspended: true } });
    await testApp().as(owner).get('/api/auth/profile').expect(401);
    const refused = await signIn(owner);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(ACCOUNT_SUSPENDED);
    expect(ACCOUNT_SUSPENDED).toBe('This account is suspended');
    const row = (await reloadUser(ctx(), owner.id))!;
    expect(row.suspendedAt).toBeInstanceOf(Date);
    expect(row.tokenVersion).toBe(version + 1);

    for (const id of [listing.id, other.id]) {
      await testApp().as(viewer).get(`/api/listings/${id}`).expect(404);
      await testApp().api.get(`/api/listings/${id}`).expect(404);
    }
    // Nothing is deleted.
    expect(await listingOf(other.id)).toBeDefined();
    const kept = await ctx().db.select().from(messages).where(eq(messages.senderId, owner.id));
    expect(kept).toHaveLength(1);

    // The reports about the listing and about the member are settled; the log names the member.
    expect((await statusOf(report.id)).status).toBe('closed');
    expect((await statusOf(aboutThem.id)).status).toBe('closed');
    expect(await auditFor(report.id)).toMatchObject([
      { action: 'suspend_member', targetType: 'user', targetId: owner.id, note: 'Scams' },
    ]);

    await act(mod, report.id, 'unsuspend_member').expect(200);
    expect((await reloadUser(ctx(), owner.id))!.suspendedAt).toBeNull();
    const back = await signIn(owner).expect(200);
    await testApp()
      .api.get('/api/auth/profile')
      .set('Authorization', `Bearer ${back.body.access_token}`)
      .expect(200);
    await testApp().as(viewer).get(`/api/listings/${listing.id}`).expect(200);
  });

  it('suspends the sender of a reported message, or the reported member', async () => {
    const [mod, sender, receiver, target, reporter] = await Promise.all([
      moderator(),
      member(),
      member(),
      member(),
      member(),
    ]);
    const [message] = await ctx()
      .db.insert(messages)
      .values({ senderId: sender.id, receiverId: receiver.id, content: 'Rude words' })
      .returning();
    const ofMessage = await fileReport(receiver, 'message', message!.id);
    await act(mod, ofMessage.id, 'suspend_member').expect(200);
    expect((await reloadUser(ctx(), sender.id))!.suspendedAt).not.toBeNull();
    expect((await reloadUser(ctx(), receiver.id))!.suspendedAt).toBeNull();

    const ofMember = await fileReport(reporter, 'user', target.id);
    const res = await act(mod, ofMember.id, 'suspend_member').expect(200);
    expect(res.body.target).toMatchObject({ type: 'user', member: { is_suspended: true } });
    expect((await reloadUser(ctx(), reporter.id))!.suspendedAt).toBeNull();
  });
});

describe('the audit log', () => {
  it('lists every action newest first, with who, what, when and the note', async () => {
    const [mod, reporter, target] = await Promise.all([moderator(), member(), member()]);
    const report = await fileReport(reporter, 'user', target.id);
    await act(mod, report.id, 'suspend_member', 'First').expect(200);
    await act(mod, report.id, 'unsuspend_member', 'Second').expect(200);
    const res = await testApp().as(mod).get('/api/moderation/audit?limit=2').expect(200);
    const entries = res.body as AuditEntry[];
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        moderator: { id: mod.id, username: mod.username, profile_picture: null },
        action: 'unsuspend_member',
        target_type: 'user',
        target_id: target.id,
        report_id: report.id,
        note: 'Second',
        created_at: expect.any(String),
      },
      expect.objectContaining({ action: 'suspend_member', note: 'First' }),
    ]);
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
    const cursor = res.headers['x-next-cursor'];
    expect(cursor).toBe(String(entries[1]!.id));
    const older = await testApp().as(mod).get(`/api/moderation/audit?limit=2&cursor=${cursor}`);
    expect(older.body.every((e: AuditEntry) => e.id < entries[1]!.id)).toBe(true);
  });

  it('cannot be edited or deleted, not even by the app', async () => {
    const [mod, reporter, target] = await Promise.all([moderator(), member(), member()]);
    const report = await fileReport(reporter, 'user', target.id);
    await act(mod, report.id, 'dismiss', 'Kept').expect(200);
    const [entry] = await auditFor(report.id);
    const refusal = async (query: Promise<unknown>) => {
      try {
        await query;
        return 'done';
      } catch (err) {
        // The drivers wrap the database's error: its own words are in the cause.
        const { message, cause } = err as Error & { cause?: Error };
        return cause?.message ?? message;
      }
    };
    const id = entry!.id;
    expect(
      await refusal(
        ctx()
          .db.update(moderationActions)
          .set({ note: 'Rewritten' })
          .where(eq(moderationActions.id, id)),
      ),
    ).toMatch(/cannot be changed/);
    expect(
      await refusal(ctx().db.delete(moderationActions).where(eq(moderationActions.id, id))),
    ).toMatch(/cannot be changed/);
    expect(await refusal(ctx().db.execute(sql`truncate ${moderationActions}`))).toMatch(
      /cannot be changed/,
    );
    expect((await auditFor(report.id))[0]?.note).toBe('Kept');
    // The moderator who wrote it cannot be deleted from under it either.
    await expect(ctx().db.delete(users).where(eq(users.id, mod.id))).rejects.toThrow();
    const stillOpen = await ctx()
      .db.select()
      .from(reports)
      .where(and(eq(reports.id, report.id), eq(reports.status, 'closed')));
    expect(stillOpen).toHaveLength(1);
  });
});

describe('a report of a listing the owner has deleted', () => {
  it('can still be dismissed, and says why it cannot be removed', async () => {
    const [mod, owner, reporter] = await Promise.all([moderator(), member(), member()]);
    const listing = await createListing(ctx(), owner);
    const report = await fileReport(reporter, 'listing', listing.id);
    await ctx().db.delete(listings).where(eq(listings.id, listing.id));
    const refused = await act(mod, report.id, 'remove_listing').expect(422);
    expect(msgs(refused.body)).toEqual(['The owner has deleted this listing']);
    const res = await act(mod, report.id, 'dismiss').expect(200);
    expect((res.body as ReportedThing).target).toEqual({
      type: 'listing',
      listing: null,
      owner: null,
    });
  });
});
