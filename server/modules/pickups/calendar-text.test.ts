import { LISTING_STATES } from '@common/codes';
import { setupTestApp } from '@server/test/app';
import { pickupTimes } from '@server/test/exchanges';
import { createListing, createUser } from '@server/test/factories';
import { clockPerTest } from '@server/test/fakes/clock';
import { sync, type VEvent } from 'node-ical';
import { expect, it } from 'vitest';

/**
 * A pickup's calendar file read by a maintained iCalendar parser (docs/product.md §7.15): a
 * note with line breaks of every kind and control characters keeps its DESCRIPTION, which a raw
 * lone CR or U+2028 used to make the parser drop.
 */

const testApp = setupTestApp();
const clock = clockPerTest(testApp);
const { slot } = pickupTimes(() => clock);

it('a note with a lone CR, U+2028, U+2029 and control characters reads back whole', async () => {
  const { ctx } = testApp();
  const [owner, recipient] = [await createUser(ctx), await createUser(ctx)];
  const listing = await createListing(ctx, owner, {
    title: 'Sweet peas\u2028(dwarf)',
    stateId: LISTING_STATES.pending,
    reservedFor: recipient.id,
  });
  const note = 'Side gate\rthen left\u2028by the shed\u2029ring twice\u0007\u001b';
  const proposed = await testApp()
    .as(owner)
    .post(`/api/listings/${listing.id}/pickups`)
    .send({ ...slot(), note });
  expect(proposed.status, proposed.text).toBe(201);

  const file = await testApp().as(recipient).get(`/api/pickups/${proposed.body.id}/calendar`);
  expect(file.status).toBe(200);
  const events = Object.values(sync.parseICS(file.text)).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const event = events[0] as VEvent;
  expect(event.summary).toBe('Sweet peas\n(dwarf)');
  expect(proposed.body.note).toBe(note);
  expect(event.description).toBe('Side gate\nthen left\nby the shed\nring twice');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: none may reach the file raw
  expect(file.text.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
});
