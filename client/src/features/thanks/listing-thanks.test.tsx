import { sessionStore } from '@client/lib/session';
import { aListing } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import type { Thanks } from '@common/schemas/thanks';
import type { Listing } from '@common/types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingThanks } from './listing-thanks';

// Thanks between the two members of a handed-over listing (docs/product.md §7.17).
const rosa = { id: 1, username: 'rosa', avatar: null };
const ben = { id: 6, username: 'ben', avatar: null };
const given = (overrides: Partial<Listing> = {}) =>
  aListing({
    id: 1,
    type_id: 3,
    price: 0,
    state_id: 3,
    reserved_for: { id: 6, username: 'ben', profile_picture: null },
    ...overrides,
  });
const thanks = (from: typeof rosa, to: typeof rosa, text: string, id = 1): Thanks => ({
  id,
  from,
  to,
  text,
  listing_id: 1,
  created_at: '2026-02-01T10:00:00.000Z',
});

afterEach(() => sessionStore.clear());

describe('ListingThanks', () => {
  it('lets the recipient thank the owner, with a counter, then says what they wrote', async () => {
    signInAs(6, 'ben');
    const said: Thanks[] = [];
    const server = fakeApi({
      'GET /listings/1/thanks': () => ({ data: [...said] }),
      'POST /listings/1/thanks': ({ body }) => {
        said.push(thanks(ben, rosa, (body as { text: string }).text));
        return { status: 201, data: said[0] };
      },
    });
    renderRoute(<ListingThanks listing={given()} />);
    const field = await screen.findByLabelText('Thank rosa');
    const send = screen.getByRole('button', { name: 'Send thanks' });
    expect(send).toBeDisabled();
    expect(field).toHaveAccessibleDescription('0 / 280');
    await userEvent.type(field, 'They are thriving!');
    expect(field).toHaveAccessibleDescription('18 / 280');
    expect(field).toHaveAttribute('maxlength', '280');
    await userEvent.click(send);
    expect(await screen.findByText('You thanked rosa: “They are thriving!”')).toBeVisible();
    expect(screen.queryByLabelText('Thank rosa')).toBeNull();
    expect(server.to('POST /listings/1/thanks').map((c) => c.body)).toEqual([
      { text: 'They are thriving!' },
    ]);
  });

  it('shows the owner what the recipient said, and their own form', async () => {
    signInAs(1, 'rosa');
    fakeApi({ 'GET /listings/1/thanks': { data: [thanks(ben, rosa, 'Lovely plants')] } });
    renderRoute(<ListingThanks listing={given()} />);
    expect(await screen.findByText('ben thanked you: “Lovely plants”')).toBeVisible();
    expect(screen.getByLabelText('Thank ben')).toBeVisible();
  });

  it('shows both sides once each has thanked', async () => {
    signInAs(1, 'rosa');
    fakeApi({
      'GET /listings/1/thanks': {
        data: [thanks(ben, rosa, 'Lovely plants'), thanks(rosa, ben, 'Enjoy them', 2)],
      },
    });
    renderRoute(<ListingThanks listing={given()} />);
    expect(await screen.findByText('You thanked ben: “Enjoy them”')).toBeVisible();
    expect(screen.getByText('ben thanked you: “Lovely plants”')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    signInAs(6, 'ben');
    fakeApi({
      'GET /listings/1/thanks': { data: [] },
      'POST /listings/1/thanks': {
        status: 403,
        data: { detail: 'You cannot thank a member when one of you blocked the other' },
      },
    });
    renderRoute(<ListingThanks listing={given()} />);
    await userEvent.type(await screen.findByLabelText('Thank rosa'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send thanks' }));
    expect(
      await screen.findByText('You cannot thank a member when one of you blocked the other'),
    ).toBeVisible();
  });

  it('is nothing to others, to guests, before the hand-over, or without a recipient', async () => {
    const server = fakeApi({ 'GET /listings/1/thanks': { data: [] } });
    signInAs(9, 'cy');
    const { container, unmount } = renderRoute(<ListingThanks listing={given()} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    sessionStore.clear();
    expect(renderRoute(<ListingThanks listing={given()} />).container).toBeEmptyDOMElement();
    signInAs(1, 'rosa');
    expect(
      renderRoute(<ListingThanks listing={given({ state_id: 2 })} />).container,
    ).toBeEmptyDOMElement();
    expect(
      renderRoute(<ListingThanks listing={given({ reserved_for: null })} />).container,
    ).toBeEmptyDOMElement();
    expect(server.calls).toEqual([]);
  });
});
