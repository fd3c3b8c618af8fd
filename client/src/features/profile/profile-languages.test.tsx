import { switchLocale } from '@client/lib/i18n/locale-store';
import { profileKey } from '@client/lib/query-keys';
import { sessionStore } from '@client/lib/session';
import { siteQuery } from '@client/lib/site-settings';
import { aProfile } from '@client/test/factories';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderProfileScreens } from '@client/test/profile-screens';
import { renderRoute, testQueryClient } from '@client/test/render';
import { NOTIFICATION_KINDS } from '@common/notification-kinds';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotificationSettingsPage } from './routes/notification-settings-page';
import { ProfilePage } from './routes/profile-page';

// The member's language (docs/decisions.md "Languages"): chosen on the profile, kept there.
beforeEach(() => signInAs(1, 'rosa'));
afterEach(() => sessionStore.clear());

describe('a member’s language follows them from their profile', () => {
  it('speaks the profile’s language as soon as the profile is read on this device', async () => {
    fakeApi({ 'GET /auth/profile': { data: aProfile({ locale: 'es', friend_count: 3 }) } });
    const client = testQueryClient();
    client.setQueryData(siteQuery.queryKey, { support_email: 'help@example.com' });
    renderRoute(<ProfilePage />, { path: '/profile', client });

    expect(await screen.findByRole('link', { name: '3 amigos' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
    expect(screen.getByRole('combobox', { name: 'Distancias en' })).toHaveDisplayValue(
      'Como mi navegador',
    );
    expect(
      screen.getByRole('switch', { name: 'Notificaciones en este dispositivo' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajustes de notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Miembros bloqueados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@example.com' }).closest('p')).toHaveTextContent(
      '¿Necesitas ayuda? Escríbenos a help@example.com y un voluntario te responderá.',
    );
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar mi perfil' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar tu perfil?');
    expect(within(dialog).getByLabelText('Contraseña')).toBeInTheDocument();
  });

  it('saves Español when it is chosen on the profile, and speaks it at once', async () => {
    const server = fakeApi({
      'PUT /auth/profile': ({ body }) => ({
        data: { user: aProfile({ locale: (body as { locale: 'es' }).locale, friend_count: 1 }) },
      }),
    });
    const client = testQueryClient();
    client.setQueryData(profileKey, aProfile({ friend_count: 1 }));
    client.setQueryData(siteQuery.queryKey, { support_email: 'help@example.com' });
    renderRoute(<ProfilePage />, { path: '/profile', client });
    expect(screen.getByRole('link', { name: '1 friend' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('link', { name: '1 amigo' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.to('PUT /auth/profile').map((c) => c.body)).toEqual([{ locale: 'es' }]),
    );
    expect(document.documentElement.lang).toBe('es');
    // The profile saved names the new language: nothing switches back.
    await waitFor(() => expect(client.getQueryData(profileKey)).toMatchObject({ locale: 'es' }));
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Español');
  });
});

describe('the notification settings in Spanish', () => {
  const settings = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: true }]),
  );

  it('names every kind and channel, and says "Guardado"', async () => {
    fakeApi({
      'GET /notifications/settings': { data: settings },
      'PUT /notifications/settings': { data: { ...settings, match: { email: true, push: false } } },
    });
    await act(() => switchLocale('es'));
    renderProfileScreens(
      '/notification-settings',
      aProfile({ locale: 'es' }),
      [{ path: '/notification-settings', element: <NotificationSettingsPage /> }],
      { toaster: true },
    );
    expect(await screen.findByRole('heading', { name: 'Ajustes de notificaciones' })).toBeVisible();
    expect(
      screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      'Coincidencias con tu lista de deseos',
      'Solicitudes de amistad',
      'Solicitudes de amistad aceptadas',
      'Anuncios apartados para ti',
      'Regalos sorteados para otra persona',
      'Tus anuncios a punto de terminar',
      'Mensajes sin leer',
      'Horas de recogida que te proponen',
      'Recogidas aceptadas',
      'Recogidas rechazadas',
      'Recogidas canceladas',
      'Recordatorios antes de una recogida',
      'Preguntas después de una recogida',
      'Nuevos días de intercambio cerca de ti',
      'Recordatorios el día antes de un día de intercambio',
      'Días de intercambio cancelados',
      'El inicio de los meses de un deseo de temporada',
    ]);
    const matches = screen.getByRole('group', { name: 'Coincidencias con tu lista de deseos' });
    expect(within(matches).getByRole('checkbox', { name: 'Correo' })).toBeChecked();
    await userEvent.click(within(matches).getByRole('checkbox', { name: 'Push' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado');
  });
});
