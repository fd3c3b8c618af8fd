import { SellerPage } from '@client/app/pages/seller-page';
import { sessionStore } from '@client/lib/session';
import { aListing, aPublicMember } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FriendshipButton } from './components/friendship-button';
import { InviteEmailForm } from './components/invite-email-form';
import { ShareProfile } from './components/share-profile';
import { MyFriendsPage } from './routes/my-friends-page';

let server: ReturnType<typeof fakeApi>;
afterEach(() => {
  sessionStore.clear();
});

const gardener = aPublicMember({
  id: 7,
  username: 'basil_b',
  profile_picture: null,
  city: 'Sandy',
  state: 'UT',
  zip_code: '84070',
  friend_count: 2,
});

describe('invitation e-mail form', () => {
  it("checks the address with docs/product.md §3.10's messages before sending", async () => {
    server = fakeApi({
      'POST /auth/friends/invite': ({ body }) => ({
        status: 202,
        data: { message: `Invitation sent to ${(body as { email: string }).email}` },
      }),
    });
    renderRoute(<InviteEmailForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Friend's e-mail"), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Friend's e-mail"));
    await userEvent.type(screen.getByLabelText("Friend's e-mail"), 'sam@example.com');
    await userEvent.type(screen.getByLabelText("Friend's name (optional)"), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sam@example.com')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({ email: 'sam@example.com', name: 'Sam' });
  });

  it("accepts only a person's name, never a link, before sending", async () => {
    server = fakeApi({ 'POST /auth/friends/invite': { status: 202, data: { message: 'sent' } } });
    renderRoute(<InviteEmailForm />);
    await userEvent.type(screen.getByLabelText("Friend's e-mail"), 'sam@example.com');
    await userEvent.type(
      screen.getByLabelText("Friend's name (optional)"),
      'URGENT… http://evil.test',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Name must not contain a link or web address'),
    ).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    server = fakeApi({
      'POST /auth/friends/invite': { status: 400, data: { detail: 'You cannot invite yourself' } },
    });
    renderRoute(<InviteEmailForm />);
    await userEvent.type(screen.getByLabelText("Friend's e-mail"), 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('You cannot invite yourself')).toBeInTheDocument();
  });
});

describe('friendship button (docs/product.md §9.2)', () => {
  it('"Add friend" sends a request and opens "Invitation"; "cancel request" withdraws it', async () => {
    signInAs(1, 'me');
    let status = { status: 'none', is_sender: false };
    server = fakeApi({
      'GET /auth/friends/status/7': () => ({ status: 200, data: status }),
      'POST /auth/friends/request': () => {
        status = { status: 'pending', is_sender: true };
        return { status: 201, data: { request_id: 3, ...status } };
      },
      'DELETE /auth/friends/7': () => {
        status = { status: 'none', is_sender: false };
        return { status: 204 };
      },
    });
    renderRoute(<FriendshipButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation' });
    expect(within(dialog).getByText('Your connection request was sent!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ok!' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Cancel friend request' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel request' }));
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /auth/friends/7');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the recipient sees "Friend request pending" linking to the friends page', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/friends/status/7': { status: 200, data: { status: 'pending', is_sender: false } },
    });
    renderRoute(<FriendshipButton userId={7} username="basil_b" />);
    const link = await screen.findByRole('link', { name: 'Friend request pending' });
    expect(link).toHaveAttribute('href', '/myfriends?view=pending');
  });

  it('a friend is removed after the "Remove Friend" confirmation', async () => {
    signInAs(1, 'me');
    let status = { status: 'accepted', is_sender: false };
    server = fakeApi({
      'GET /auth/friends/status/7': () => ({ status: 200, data: status }),
      'DELETE /auth/friends/7': () => {
        status = { status: 'none', is_sender: false };
        return { status: 204 };
      },
    });
    renderRoute(<FriendshipButton userId={7} username="basil_b" />);
    await userEvent.click(await screen.findByRole('button', { name: /Friends/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Friend' });
    expect(
      within(dialog).getByText('Are you sure you want to remove from your friends list?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Friends/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Friend' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
  });

  it('a rejected request shows "Add friend" again', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/friends/status/7': { status: 200, data: { status: 'rejected', is_sender: true } },
    });
    renderRoute(<FriendshipButton userId={7} username="basil_b" />);
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
  });
});

describe('my friends page', () => {
  const request = {
    id: 11,
    user_id: 7,
    username: 'basil_b',
    profile_picture: null,
    created_at: new Date().toISOString(),
  };

  it('lists friends in a grid linking to their pages, with the pending count', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/users/1/public': { status: 200, data: { ...gardener, id: 1, friend_count: 1 } },
      'GET /auth/friends': {
        status: 200,
        data: [{ id: 7, username: 'basil_b', profile_picture: null }],
      },
      'GET /auth/friends/requests': { status: 200, data: [request] },
    });
    renderRoute(<MyFriendsPage />, { path: '/myfriends' });
    expect(await screen.findByText('1 friend')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /basil_b/ })).toHaveAttribute(
      'href',
      '/seller/7',
    );
    expect(await screen.findByRole('link', { name: 'pending invitation 1' })).toHaveAttribute(
      'href',
      '/myfriends?view=pending',
    );
    expect(screen.getByRole('button', { name: 'Use QR Code' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Share your profile with a link' }),
    ).toBeInTheDocument();
  });

  it('sends the search to the server', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/users/1/public': { status: 200, data: { ...gardener, id: 1 } },
      'GET /auth/friends': { status: 200, data: [] },
      'GET /auth/friends/requests': { status: 200, data: [] },
    });
    renderRoute(<MyFriendsPage />, { path: '/myfriends' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'BAS');
    expect(await screen.findByText('No friends match "BAS".')).toBeInTheDocument();
  });

  it('"Failed to load data" when the lists cannot load', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/users/1/public': { status: 200, data: { ...gardener, id: 1 } },
      'GET /auth/friends': { status: 500, data: { detail: 'Internal server error' } },
      'GET /auth/friends/requests': { status: 500, data: { detail: 'Internal server error' } },
    });
    renderRoute(<MyFriendsPage />, { path: '/myfriends' });
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('the pending view: empty text and the way back', async () => {
    signInAs(1, 'me');
    server = fakeApi({ 'GET /auth/friends/requests': { status: 200, data: [] } });
    renderRoute(<MyFriendsPage />, { path: '/myfriends', at: '/myfriends?view=pending' });
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '< Back to friend list' })).toHaveAttribute(
      'href',
      '/myfriends',
    );
  });

  it('accepting returns to the friend list; failures say so', async () => {
    signInAs(1, 'me');
    let accept: { status: number; data: unknown } = { status: 500, data: { detail: 'boom' } };
    server = fakeApi({
      'GET /auth/users/1/public': { status: 200, data: { ...gardener, id: 1 } },
      'GET /auth/friends': { status: 200, data: [] },
      'GET /auth/friends/requests': { status: 200, data: [request] },
      'POST /auth/friends/respond': ({ body }) =>
        (body as { accept: boolean }).accept ? accept : { status: 500, data: { detail: 'x' } },
    });
    const { router } = renderRoute(<MyFriendsPage />, {
      path: '/myfriends',
      at: '/myfriends?view=pending',
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel/ }));
    expect(await screen.findByText('Failed to decline friend request')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Failed to accept friend request')).toBeInTheDocument();

    accept = { status: 200, data: { request_id: 11, status: 'accepted', is_sender: false } };
    await userEvent.click(screen.getByRole('button', { name: /^Accept/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(server.calls.filter((c) => c.url === '/auth/friends/respond').at(-1)?.body).toEqual({
      request_id: 11,
      accept: true,
    });
  });
});

describe('seller page', () => {
  it('shows the profile, "Location not specified" and "No items"', async () => {
    server = fakeApi({
      'GET /auth/users/7/public': {
        status: 200,
        data: { ...gardener, city: null, state: null, friend_count: 1 },
      },
      'GET /listings/': { status: 200, data: [] },
    });
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    expect(await screen.findByRole('heading', { name: '@basil_b' })).toBeInTheDocument();
    expect(screen.getByText('Location not specified')).toBeInTheDocument();
    expect(screen.getByText('1 friend')).toBeInTheDocument();
    expect(await screen.findByText('No items')).toBeInTheDocument();
    // A guest gets no friend button, but a way to log in.
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to add friend' })).toBeInTheDocument();
  });

  it('groups the Have tab by category, each linking to the listing', async () => {
    const listing = (id: number, title: string, category_id: number) =>
      aListing({ id, title, category_id, owner_id: 7, owner_username: 'basil_b' });
    server = fakeApi({
      'GET /auth/users/7/public': { status: 200, data: gardener },
      'GET /listings/': {
        status: 200,
        data: [listing(1, 'Tomatoes', 1), listing(2, 'Bean seeds', 2), listing(3, 'Mint', 9)],
      },
    });
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    expect(await screen.findByText('Sandy, UT')).toBeInTheDocument();
    const seeds = await screen.findByRole('region', { name: 'seeds' });
    expect(within(seeds).getByRole('link', { name: /Bean seeds/ })).toHaveAttribute(
      'href',
      '/listings/2',
    );
    expect(screen.getByRole('region', { name: 'uncategorized' })).toBeInTheDocument();
    expect(server.to('GET /listings/')[0]).toBeTruthy();
  });

  it('"User not found" and the load failures', async () => {
    server = fakeApi({});
    const first = renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/99' });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    first.unmount();

    server = fakeApi({
      'GET /auth/users/7/public': { status: 500, data: { detail: 'Internal server error' } },
    });
    const second = renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    expect(
      await screen.findByText('Failed to fetch data. Please try again later.'),
    ).toBeInTheDocument();
    second.unmount();

    server = fakeApi({
      'GET /auth/users/7/public': { status: 200, data: gardener },
      'GET /listings/': { status: 500, data: { detail: 'Internal server error' } },
    });
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    expect(
      await screen.findByText('Failed to load listings. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('a signed-in visitor gets the friendship button; the member on their own page does not', async () => {
    signInAs(1, 'me');
    server = fakeApi({
      'GET /auth/users/7/public': { status: 200, data: gardener },
      'GET /auth/users/1/public': { status: 200, data: { ...gardener, id: 1, username: 'me' } },
      'GET /auth/friends/status/7': { status: 200, data: { status: 'none', is_sender: false } },
      'GET /listings/': { status: 200, data: [] },
    });
    const visit = renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/7' });
    expect(await screen.findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    visit.unmount();
    renderRoute(<SellerPage />, { path: '/seller/:id', at: '/seller/1' });
    expect(await screen.findByRole('heading', { name: '@me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 friends' })).toHaveAttribute('href', '/myfriends');
  });
});

describe('share your profile', () => {
  it('draws the QR code locally from the profile link', async () => {
    renderRoute(<ShareProfile userId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use QR Code' }));
    const image = await screen.findByRole('img', { name: 'QR code of your profile link' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('copies the link, or says "Failed to copy link to clipboard"', async () => {
    const user = userEvent.setup();
    renderRoute(<ShareProfile userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Share your profile with a link' }));
    expect(screen.getByLabelText('Your profile link')).toHaveValue(
      `${window.location.origin}/seller/7`,
    );
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(`${window.location.origin}/seller/7`);

    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link to clipboard')).toBeInTheDocument();
  });
});
