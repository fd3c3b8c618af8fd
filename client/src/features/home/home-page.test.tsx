import { sessionStore } from '@client/lib/session';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from './routes/home-page';

beforeEach(() => {
  // The footer's settings are not what these tests are about: the fake answers 404.
  fakeApi({});
});
afterEach(() => sessionStore.clear());

describe('the home page (docs/product.md §2.4)', () => {
  it('opens the sign-up form from "Sign up" and "Try it out for free"; "Login" logs in', async () => {
    const { router } = renderRoute(<HomePage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Try it out for free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a member to the marketplace from both buttons', () => {
    sessionStore.start('token', { id: 1, username: 'rosa' });
    renderRoute(<HomePage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/listings');
    expect(screen.getByRole('link', { name: 'Try it out for free' })).toHaveAttribute(
      'href',
      '/listings',
    );
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('speaks Spanish once a guest picks it in the footer (docs/decisions.md "Languages")', async () => {
    renderRoute(<HomePage />, { path: '/' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(
      await screen.findByRole('heading', { name: 'Intercambia tu cosecha en tu vecindario' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Pruébalo gratis' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'Cómo funciona' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publica' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Redes sociales' })).toBeInTheDocument();
    // The year as a year, not a number with a thousands separator.
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Homegrown`, { exact: true }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
  });
});
