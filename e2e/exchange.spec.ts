import { baseURL } from '../playwright.config';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

/** Tomorrow in the browser's own calendar, as the date input takes it (yyyy-mm-dd). */
function tomorrow(): string {
  const d = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

test('two neighbours agree a pickup, hand over, thank each other, and the thanks show on the seller page', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers through nine screens: more than the default journey's time.
  test.setTimeout(90_000);
  const ann = await createMember(request);
  const bea = await createMember(request);
  const title = `Runner bean seeds ${uniqueName('')}`;
  const listed = await request.post('/api/listings/', {
    headers: auth(ann),
    data: { title, category_id: 2, type_id: 3 },
  });
  expect(listed.status()).toBe(201);
  const listingId: number = (await listed.json()).id;

  // Bea says she is interested; Ann reserves the seeds for her.
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  await signIn(beaPage, bea);
  await beaPage.goto(`/listings/${listingId}`);
  await beaPage.getByRole('button', { name: "I'm interested" }).click();
  await expect(beaPage.getByText("You're in.")).toBeVisible();

  await signIn(page, ann);
  await page.goto(`/listings/${listingId}`);
  await page.getByRole('button', { name: 'Reserve for…' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve “${title}” for…` });
  await dialog.getByRole('radio', { name: new RegExp(bea.username) }).check();
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await expect(page.getByText(`Reserved for ${bea.username}`)).toBeVisible();

  // Bea proposes tomorrow 17:00–18:00 at the gate.
  await beaPage.reload();
  const beaPickup = beaPage.getByRole('region', { name: 'Pickup' });
  await beaPickup.getByLabel('Day').fill(tomorrow());
  await beaPickup.getByLabel('From').fill('17:00');
  await beaPickup.getByLabel('Until').fill('18:00');
  await beaPickup.getByLabel('Where to meet (optional)').fill('at the gate');
  await beaPickup.getByRole('button', { name: 'Propose this time' }).click();
  await expect(beaPickup.getByText(new RegExp(`waiting for ${ann.username}$`))).toBeVisible();

  // Ann hears of it without a reload, and accepts.
  const annPickup = page.getByRole('region', { name: 'Pickup' });
  await expect(annPickup.getByText(new RegExp(`^${bea.username} proposed `))).toBeVisible();
  await expect(annPickup.getByText('Where to meet: at the gate')).toBeVisible();
  await annPickup.getByRole('button', { name: 'Accept' }).click();
  await expect(annPickup.getByText(/^Pickup: .+ · at the gate$/)).toBeVisible();
  await expect(annPickup.getByRole('button', { name: 'Add to calendar' })).toBeVisible();

  // Both see it among their upcoming pickups.
  for (const [p, other, state] of [
    [page, bea, 'agreed'],
    [beaPage, ann, 'agreed'],
  ] as const) {
    await p.goto('/pickups');
    await expect(p.getByRole('heading', { name: 'Upcoming pickups' })).toBeVisible();
    const entry = p.getByRole('listitem').filter({ hasText: title });
    await expect(entry).toBeVisible();
    await expect(entry.getByText(`with ${other.username}`)).toBeVisible();
    await expect(entry.getByText(state)).toBeVisible();
  }

  // Ann hands the seeds over; each thanks the other.
  await page.goto(`/listings/${listingId}`);
  await page.getByRole('button', { name: 'Mark as given' }).click();
  await expect(page.getByText(`Given away to ${bea.username}`)).toBeVisible();
  const annThanks = page.getByRole('region', { name: 'Thanks' });
  await annThanks.getByLabel(`Thank ${bea.username}`).fill('Thanks for coming on time!');
  await annThanks.getByRole('button', { name: 'Send thanks' }).click();
  await expect(
    annThanks.getByText(`You thanked ${bea.username}: “Thanks for coming on time!”`),
  ).toBeVisible();

  await beaPage.goto(`/listings/${listingId}`);
  const beaThanks = beaPage.getByRole('region', { name: 'Thanks' });
  await expect(
    beaThanks.getByText(`${ann.username} thanked you: “Thanks for coming on time!”`),
  ).toBeVisible();
  await beaThanks.getByLabel(`Thank ${ann.username}`).fill('The beans are already up. Thank you!');
  await beaThanks.getByRole('button', { name: 'Send thanks' }).click();
  await expect(
    beaThanks.getByText(`You thanked ${ann.username}: “The beans are already up. Thank you!”`),
  ).toBeVisible();

  // Ann's page tells neighbours: one shared, one thank-you, and Bea's words.
  await beaPage.goto(`/seller/${ann.id}`);
  await expect(beaPage.getByText(/Shared 1 · 1 thank-you/)).toBeVisible();
  const list = beaPage.getByRole('region', { name: 'Thanks' });
  await expect(list.getByText('The beans are already up. Thank you!')).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await beaContext.close();
});
