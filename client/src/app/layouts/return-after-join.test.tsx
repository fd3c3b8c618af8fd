import { LoginRegisterPage } from '@client/features/auth/routes/login-register-page';
import { PersonalInfoPage } from '@client/features/onboarding/routes/personal-info-page';
import { sessionStore } from '@client/lib/session';
import { paths } from '@client/paths';
import { aProfile } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { testQueryClient } from '@client/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type MemberShellLoader, MemberShellProvider } from './member-shell-loader';
import { OnboardingLayout } from './onboarding-layout';
import { GuestOnlyLayout, OpenLayout, ProtectedLayout } from './protected-layout';

afterEach(() => sessionStore.clear());

function Where({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} at {pathname}
      {search}
    </p>
  );
}

/** The member shell without realtime: these tests are about where people land. */
const shell = {
  MemberShell: Outlet,
  watch: () => () => {},
} as unknown as MemberShellLoader;

/** The app's three layouts around stand-in pages, plus the real auth card and onboarding. */
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
        children: [{ path: paths.seller(':id'), element: <Where name="seller page" /> }],
      },
      {
        element: <OnboardingLayout />,
        children: [{ path: paths.personalInfo, element: <PersonalInfoPage /> }],
      },
      {
        element: <ProtectedLayout />,
        children: [
          { path: paths.newListing, element: <Where name="new listing" /> },
          { path: paths.myListings, element: <Where name="my listings" /> },
        ],
      },
      { path: paths.home, element: <Where name="home" /> },
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

const member = { id: 42, username: 'new_gardener' };

/** The new member's profile as the server answers it, before onboarding gives a place. */
const memberProfile = aProfile({
  ...member,
  email: 'new@example.com',
  first_name: 'New',
  last_name: 'Gardener',
  city: null,
  state: null,
  zip_code: null,
  friend_count: 0,
  email_confirmed: false,
});

function acceptSignUp() {
  const signedIn = { access_token: 'token-42', token_type: 'bearer', user: memberProfile };
  return fakeApi({
    'POST /auth/register': { status: 201, data: signedIn },
    'POST /auth/login': { data: signedIn },
    'POST /auth/upload-profile-image': {
      data: { ...memberProfile, city: 'Sandy', state: 'UT', zip_code: '84070' },
    },
    'GET /auth/profile': { data: memberProfile },
  });
}

async function fillRegistration() {
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
  await userEvent.type(screen.getByLabelText('Username'), 'new_gardener');
  await userEvent.type(screen.getByLabelText('First name'), 'New');
  await userEvent.type(screen.getByLabelText('Last name'), 'Gardener');
  await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough 1');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('a guest on an open page (docs/product.md §2.3)', () => {
  it('sees the header: the logo home, "Log in" and "Join Homegrown"', async () => {
    renderApp('/seller/7');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Homegrown home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Join Homegrown' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('main')).toHaveTextContent('seller page at /seller/7');
  });

  it('a member sees no guest header', () => {
    sessionStore.start('t', member);
    renderApp('/seller/7');
    expect(screen.queryByRole('link', { name: 'Join Homegrown' })).toBeNull();
    expect(screen.getByText('seller page at /seller/7')).toBeInTheDocument();
  });
});

describe('returning to the page a guest joined from', () => {
  it('Join, register, skip onboarding: back on the seller page, tab and all', async () => {
    const server = acceptSignUp();
    const router = renderApp('/seller/7?tab=want');
    await userEvent.click(screen.getByRole('link', { name: 'Join Homegrown' }));
    expect(router.state.location.pathname).toBe('/register');
    await fillRegistration();
    expect(await screen.findByRole('heading', { name: 'Tell us about you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute(
      'href',
      '/seller/7?tab=want',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip' }));
    expect(await screen.findByText('seller page at /seller/7?tab=want')).toBeInTheDocument();
    expect(server.to('POST /auth/register')).toHaveLength(1);
  });

  it('Join, register, finish onboarding with "Next": back on the seller page', async () => {
    const server = acceptSignUp();
    renderApp('/seller/7');
    await userEvent.click(screen.getByRole('link', { name: 'Join Homegrown' }));
    await fillRegistration();
    await userEvent.type(await screen.findByLabelText('City'), 'Sandy');
    await userEvent.type(screen.getByLabelText('State'), 'UT');
    await userEvent.type(screen.getByLabelText('Postcode'), '84070');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('seller page at /seller/7')).toBeInTheDocument();
    expect(server.to('POST /auth/upload-profile-image')).toHaveLength(1);
  });

  it('Log in from the header returns to the page, also after switching tabs and back', async () => {
    acceptSignUp();
    renderApp('/seller/7');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('seller page at /seller/7')).toBeInTheDocument();
  });

  it('Join after switching from the Login tab still returns to the page', async () => {
    acceptSignUp();
    renderApp('/seller/7');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    await fillRegistration();
    await userEvent.click(await screen.findByRole('link', { name: 'Skip' }));
    expect(await screen.findByText('seller page at /seller/7')).toBeInTheDocument();
  });

  it('registering from nowhere in particular still goes on to the first listing', async () => {
    acceptSignUp();
    renderApp('/register');
    await fillRegistration();
    await userEvent.click(await screen.findByRole('link', { name: 'Skip' }));
    expect(await screen.findByText('new listing at /listings/new')).toBeInTheDocument();
  });
});
