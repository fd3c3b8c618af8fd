import { switchLocale } from '@client/lib/i18n/locale-store';
import { fakeApi } from '@client/test/fake-api';
import { renderRoute } from '@client/test/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginRegisterPage } from './routes/login-register-page';

describe('the sign-in page in Spanish (docs/decisions.md "Languages")', () => {
  it("speaks the guest's chosen language: texts, zod's messages and <html lang>", async () => {
    renderRoute(<LoginRegisterPage />, { path: '/login' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    const submit = await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await userEvent.click(submit);
    expect(await screen.findByText('Escribe tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña')).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('es');
  });

  it("says a sign-in that got no answer in Spanish, not in the HTTP client's English", async () => {
    fakeApi({ 'POST /auth/login': { status: 0 } });
    await act(() => switchLocale('es'));
    renderRoute(<LoginRegisterPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'rosa@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'long enough 1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.',
    );
  });
});
