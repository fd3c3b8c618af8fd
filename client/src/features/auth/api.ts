import { authContracts } from '@common/contracts/auth';
import type { ResponseOf } from '@common/contracts/contract';
import type { LoginInput, RegisterInput, ResetPasswordInput } from '@common/schemas/auth';

/**
 * The sign-in pages reach the server only when the visitor acts, so the HTTP client
 * (axios) is imported then, not with the page's first load.
 */
const client = () => import('@client/lib/api-client');

/** Starts fetching the client as soon as the visitor starts on a form. */
export function prepareClient(): void {
  void client().catch(() => {
    // Offline: the request itself will fail and say so.
  });
}

/** The form's e-mail goes as `username`, form-encoded (docs/product.md §3.4). */
export async function login(input: LoginInput): Promise<ResponseOf<typeof authContracts.login>> {
  const { call } = await client();
  return call(authContracts.login, {
    body: { username: input.email, password: input.password },
  });
}

export async function register(input: RegisterInput): Promise<void> {
  const { call } = await client();
  await call(authContracts.register, { body: input });
}

export async function requestPasswordReset(
  email: string,
): Promise<ResponseOf<typeof authContracts.requestPasswordReset>> {
  const { call } = await client();
  return call(authContracts.requestPasswordReset, { body: { email } });
}

export async function resetPassword(
  input: ResetPasswordInput,
): Promise<ResponseOf<typeof authContracts.resetPassword>> {
  const { call } = await client();
  return call(authContracts.resetPassword, { body: input });
}
