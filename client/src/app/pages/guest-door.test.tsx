import { LoginRegisterPage } from '@client/features/auth/routes/login-register-page';
import { PersonalInfoPage } from '@client/features/onboarding/routes/personal-info-page';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { aListing, aProfile, aPublicMember } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { testQueryClient } from '@client/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type MemberShellLoader, MemberShellProvider } from '../layouts/member-shell-loader';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { GuestOnlyLayout, OpenLayout } from '../layouts/protected-layout';
import { ListingPage } from './listing-page';
import { SellerPage } from './seller-page';

afterEach(() => sessionStore.clear());

/** The member shell without realtime: these tests are about the way in and back. */
const shell = { MemberShell: Outlet, watch: () => () => {} } as unknown as MemberShellLoader;

const seller = aProfile({ id: 7, username: 'basil_b', city: 'Sandy', state: 'UT' });
const listing = aListing({ id: 70, title: 'Basil starts', owner_id: 7, owner_username: 'basil_b' });
const member = aProfile({ id: 42, username: 'new_gardener', city: null, state: null });

function renderApp(at: string) {
  const router = createMemoryRouter(
    [
      {
        element: <GuestOnlyLayout />,
        children: [
          { path: paths.login, element: <LoginRegisterPage /> },
          { path: paths.register, element: <LoginRegisterPage /> },
        ],
      },
      {
        element: <OpenLayout />,
        children: [
          { path: paths.listing(':id'), element: <ListingPage /> },
          { path: paths.seller(':id'), element: <SellerPage /> },
        ],
      },
      {
        element: <OnboardingLayout />,
        children: [{ path: paths.personalInfo, element: <PersonalInfoPage /> }],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemberShellProvider loader={shell}>
        <RouterProvider router={router} />
      </MemberShellProvider>
    </QueryClientProvider>,
  );
  return router;
}

function fakeServer() {
  const signedIn = { access_token: 'token-42', token_type: 'bearer', user: member };
  return fakeApi({
    'GET /listings/70': { data: listing },
    'GET /auth/users/7/public': { data: { ...seller, stats: aPublicMember().stats } },
    'GET /listings/': { data: [] },
    'GET /listings/want-listings': { data: [] },
    'POST /auth/register': { status: 201, data: signedIn },
    'POST /auth/login': { data: signedIn },
    'GET /auth/profile': { data: member },
    'GET /blocks': { data: [] },
  });
}

async function register() {
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Username'), 'new_gardener');
  await userEvent.type(screen.getByLabelText('First name'), 'New');
  await userEvent.type(screen.getByLabelText('Last name'), 'Gardener');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 1');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('a guest who wants to message or befriend is asked to sign up (docs/product.md §2.3)', () => {
  it('on a listing: "Sign up to message" opens the sign-up form, then back to the listing to write', async () => {
    const server = fakeServer();
    const router = renderApp('/listings/70');
    const signUp = await screen.findByRole('link', { name: 'Sign up to message basil_b' });
    expect(signUp).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(signUp);
    expect(router.state.location.pathname).toBe('/register');
    const tabs = screen.getByRole('navigation', { name: 'Account' });
    expect(within(tabs).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await register();
    // Onboarding comes first, and leads back to the listing (§5.1).
    expect(await screen.findByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(await screen.findByRole('form', { name: 'Message basil_b' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listings/70');
    expect(server.to('POST /auth/register')).toHaveLength(1);
  });

  it('on a seller page: both "Sign up to add friend" and "Sign up to message" come back to it', async () => {
    fakeServer();
    const router = renderApp('/seller/7?tab=want');
    const addFriend = await screen.findByRole('link', { name: 'Sign up to add friend' });
    expect(addFriend).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign up to message basil_b' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Log in to add friend' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.click(addFriend);
    await register();
    await userEvent.click(await screen.findByRole('link', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: '@basil_b' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/seller/7?tab=want',
    );
    expect(screen.queryByRole('link', { name: 'Sign up to add friend' })).not.toBeInTheDocument();
  });
});
