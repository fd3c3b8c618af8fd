import { OfflineNotice } from '@client/components/offline-notice';
import { switchLocale } from '@client/lib/i18n/locale-store';
import { sessionStore } from '@client/lib/session';
import { fakeApi, signInAs } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppChrome } from './layouts/app-chrome';
import { GuestHeader } from './layouts/guest-header';
import { NotFoundPage } from './not-found-page';

beforeEach(async () => {
  await act(() => switchLocale('es'));
});
afterEach(() => sessionStore.clear());

describe('the shell in Spanish (docs/decisions.md "Languages")', () => {
  it("names the member's navigation and the way home in Spanish", async () => {
    signInAs(1, 'rosa');
    fakeApi({
      'GET /messages/unread-count': { data: 0 },
      'GET /auth/friends/requests': { data: [] },
      'GET /notifications/unread-count': { data: { count: 0 } },
    });
    renderRoute(
      <AppChrome>
        <p>la página</p>
      </AppChrome>,
      { path: '*', at: '/listings' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'mis anuncios' })).toHaveAttribute(
      'href',
      '/my-listings',
    );
    expect(within(nav).getByRole('link', { name: 'mercado' })).toHaveAttribute('href', '/listings');
    expect(within(nav).getByRole('link', { name: /mensajes/ })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(nav).getByRole('link', { name: /Perfil/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Inicio de Homegrown' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveTextContent('la página');
  });

  it('shows a guest the way in, and a page that is not there, in Spanish', () => {
    renderRoute(
      <>
        <GuestHeader />
        <NotFoundPage />
      </>,
    );
    const account = screen.getByRole('navigation', { name: 'Cuenta' });
    expect(within(account).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(account).getByRole('link', { name: 'Únete a Homegrown' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('says the device is offline in Spanish', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoute(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(/^No tienes conexión\./);
  });
});
