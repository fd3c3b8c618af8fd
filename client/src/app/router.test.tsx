import { testQueryClient } from '@client/test/render';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
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
