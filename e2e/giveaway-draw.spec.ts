import { HOUR_MS } from '@common/time';
import { request as playwrightRequest } from '@playwright/test';
import { clockControlURL, clockedURL } from '../playwright.config';
import { createMember, expect, type Member, signIn, test, uniqueName } from './fixtures';

/**
 * A simmered giveaway (docs/product.md §7.16), played on the server whose clock the journey moves
 * (e2e/servers/clocked-server.ts): the browsers' clocks are moved as far, so both sides agree
 * the simmer is over.
 */
let ahead = 0;

async function moveClocksForward(ms: number) {
  const res = await fetch(`${clockControlURL}/advance?ms=${ms}`, { method: 'POST' });
  expect(res.status).toBe(200);
  ahead += ms;
}

test.use({ baseURL: clockedURL });

test('a giveaway simmers 12 hours, three neighbours say they are interested, the owner draws one', async ({
  page,
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: clockedURL });
  const [rosa, bea, cal, dan] = [
    await createMember(api, { city: 'Salt Lake City', postcode: '84101' }),
    await createMember(api, { city: 'Salt Lake City', postcode: '84102' }),
    await createMember(api, { city: 'Salt Lake City', postcode: '84103' }),
    await createMember(api, { city: 'Salt Lake City', postcode: '84105' }),
  ];
  const title = `Rhubarb crowns ${uniqueName('')}`;

  // Rosa gives her rhubarb away and lets it simmer for 12 hours.
  await signIn(page, rosa);
  await page.goto('/listings/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type').selectOption('giveaway');
  await page.getByRole('group', { name: 'Let it simmer' }).getByLabel('12 hours').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const mine = await api.get('/api/listings/?mine=true', { headers: auth(rosa) });
  const listing = (await mine.json()).find((l: { title: string }) => l.title === title);
  expect(listing.simmer_until).not.toBeNull();

  // Bea reads when Rosa will choose and says she is interested, with a note.
  const beaContext = await browser.newContext({ baseURL: clockedURL });
  const beaPage = await beaContext.newPage();
  await signIn(beaPage, bea);
  await beaPage.goto(`/listings/${listing.id}`);
  await expect(beaPage.getByText(/^Choosing on .+: tap I'm interested$/)).toBeVisible();
  await beaPage.getByLabel(`A note for ${rosa.username} (optional)`).fill('For the school garden');
  await beaPage.getByRole('button', { name: "I'm interested" }).click();
  await expect(beaPage.getByText("You're in.")).toBeVisible();
  await expect(beaPage.getByText('1 neighbour interested')).toBeVisible();
  // Cal and Dan say so too; nobody can reserve it while it simmers.
  for (const m of [cal, dan]) {
    const res = await api.post(`/api/listings/${listing.id}/interest`, {
      headers: auth(m),
      data: {},
    });
    expect(res.status()).toBe(201);
  }
  const early = await api.patch(`/api/listings/${listing.id}/status`, {
    headers: auth(rosa),
    data: { state_id: 2, reserved_for: cal.id },
  });
  expect(early.status()).toBe(409);

  // Rosa sees the three, and cannot draw yet.
  await page.goto(`/listings/${listing.id}`);
  const panel = page.getByRole('region', { name: 'Giveaway' });
  for (const m of [bea, cal, dan]) await expect(panel.getByText(m.username)).toBeVisible();
  await expect(panel.getByText('For the school garden')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Draw a neighbour' })).toBeDisabled();

  // Thirteen hours later the simmer is over, on the server and in Rosa's browser.
  await moveClocksForward(13 * HOUR_MS);
  await page.clock.setSystemTime(new Date(Date.now() + ahead));
  await page.reload();
  const draw = panel.getByRole('button', { name: 'Draw a neighbour' });
  await expect(draw).toBeEnabled();
  await draw.click();
  // "{name} was chosen", and under "Draws" the same draw dated (docs/product.md §7.16).
  await expect(panel.getByText(/^\S+ was chosen$/)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: / was chosen$/ })).toHaveCount(1);
  await expect(
    panel.getByText(`In the draw: ${bea.username}, ${cal.username}, ${dan.username}`),
  ).toBeVisible();
  const chosenName = (await panel.getByText(/^\S+ was chosen$/).textContent())!.replace(
    ' was chosen',
    '',
  );
  const chosen = [bea, cal, dan].find((m) => m.username === chosenName)!;
  await expect(page.getByText(`Reserved for ${chosen.username}`)).toBeVisible();

  // After a reload the page still says who was in the draw.
  await page.reload();
  await expect(panel.getByText(`${chosen.username} was chosen`, { exact: true })).toBeVisible();

  // The chosen one hears it is reserved for them; the other two that someone else was chosen.
  for (const m of [bea, cal, dan]) {
    const res = await api.get('/api/notifications', { headers: auth(m) });
    const kinds = ((await res.json()) as { type?: string; kind?: string }[]).map(
      (n) => n.type ?? n.kind,
    );
    expect(kinds).toContain(m.id === chosen.id ? 'listing_reserved' : 'listing_drawn');
  }
  await beaContext.close();
  await api.dispose();
});

const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });
