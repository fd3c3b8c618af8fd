import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { showToast, TOAST_MS, Toaster } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

it('says a toast in a polite live region, then takes it away', () => {
  vi.useFakeTimers();
  render(<Toaster />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => showToast('Listing posted'));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Listing posted');
  expect(status.parentElement).toHaveAttribute('aria-live', 'polite');
  act(() => vi.advanceTimersByTime(TOAST_MS));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('shows the newest toast only, and can be dismissed', async () => {
  render(<Toaster />);
  act(() => {
    showToast('Saved');
    showToast('Failed to save. Please try again.', 'error');
  });
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveTextContent('Failed to save. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
