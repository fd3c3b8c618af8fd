import type { LoginInput, RegisterInput } from '@common/schemas/auth';
import type { AuthResponse } from '@common/types';

/**
 * The sign-in pages reach the server only when the visitor acts, so the HTTP client
 * (axios) is imported then, not with the page's first load.
 */
const client = async () => (await import('@client/lib/api')).api;

/** Starts fetching the client as soon as the visitor starts on a form. */
export function prepareClient(): void {
  void client().catch(() => {
    // Offline: the request itself will fail and say so.
  });
}

export async function login(input: LoginInput): Promise<AuthResponse> {
  const body = new URLSearchParams({ username: input.email, password: input.password });
  const api = await client();
  const { data } = await api.post<AuthResponse>('/auth/login', body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return data;
}

export async function register(input: RegisterInput): Promise<void> {
  const api = await client();
  await api.post('/auth/register', input);
}

export async function requestPasswordReset(email: string): Promise<{ message?: string }> {
  const api = await client();
  const { data } = await api.post<{ message?: string }>('/auth/request-password-reset', { email });
  return data;
}

export async function resetPassword(input: {
  token: string;
  new_password: string;
  confirm_password: string;
}): Promise<{ message?: string }> {
  const api = await client();
  const { data } = await api.post<{ message?: string }>('/auth/reset-password', input);
  return data;
}
