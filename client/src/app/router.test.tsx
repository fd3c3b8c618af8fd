import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { testQueryClient } from '@client/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

it("keeps the splash on screen while a first page's lazy route loads, without a warning", async () => {
  const warn = vi.spyOn(console, 'warn');
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Homegrown');
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(warn.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
});

describe('onboarding (docs/product.md §2.1, §5)', () => {
  afterEach(() => sessionStore.clear());

  function renderAt(path: string) {
    fakeApi({});
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it.each([
    ['/personal-info', 'Tell us about you'],
    ['/invite-your-friends', 'Invite your friends'],
  ])('%s shows the logo and no member navigation', async (path, heading) => {
    sessionStore.start('token', { id: 42, username: 'new_gardener' });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Homegrown home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'marketplace' })).not.toBeInTheDocument();
  });

  it('sends a guest to log in, remembering the step', async () => {
    const router = renderAt('/personal-info');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/personal-info' } });
  });
});
