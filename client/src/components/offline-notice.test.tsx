import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('says the device is offline while it is, and nothing once it is back', () => {
  render(<OfflineNotice />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => goOnline(false));
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
  act(() => goOnline(true));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
