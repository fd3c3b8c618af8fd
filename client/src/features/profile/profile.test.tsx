import { profileKey } from '@client/lib/query-keys';
import { aProfile } from '@client/test/factories';
import { renderRoute, testQueryClient } from '@client/test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAddress } from './api';
import { EditProfilePage } from './routes/edit-profile-page';

const profile = aProfile();

describe('formatAddress', () => {
  it('reads "city, state zip" when all three exist, otherwise whichever exist', () => {
    expect(formatAddress(profile)).toBe('Provo, UT 84601');
    expect(formatAddress({ city: 'Provo', state: null, zip_code: '84601' })).toBe('Provo, 84601');
    expect(formatAddress({ city: null, state: 'UT', zip_code: null })).toBe('UT');
    expect(formatAddress({ city: null, state: null, zip_code: null })).toBe(
      'Address not available',
    );
  });
});

describe('edit profile', () => {
  function renderEdit() {
    const client = testQueryClient();
    client.setQueryData(profileKey, profile);
    return renderRoute(<EditProfilePage />, { client });
  }

  it('enables save only when a field differs, the password is filled or an image is chosen', async () => {
    renderEdit();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    expect(save).toBeEnabled();
    await userEvent.type(screen.getByLabelText('First name'), '{backspace}');
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), 'new-password');
    expect(save).toBeEnabled();
  });

  it('validates changed fields, and editing a field clears its error', async () => {
    renderEdit();
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), 'no way');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Username can only contain letters, numbers, and underscores'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'x');
    expect(
      screen.queryByText('Username can only contain letters, numbers, and underscores'),
    ).not.toBeInTheDocument();
  });
});
