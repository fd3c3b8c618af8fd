import { local, validationFailed } from '@server/lib/errors';

let commonPasswords: Promise<Set<string>> | undefined;

/** About 49,000 most-used passwords from zxcvbn-ts, loaded on first use (not at start-up). */
function load(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then((m) => {
    const list = (m.dictionary as Record<string, string[]>)['passwords-common'] ?? [];
    return new Set(list.map((p) => p.toLowerCase()));
  });
  return commonPasswords;
}

/** Refuses a password found in the common list, as a 422 on the given field. */
export async function assertNotCommon(password: string, field: string): Promise<void> {
  if ((await load()).has(password.toLowerCase())) {
    throw validationFailed([
      { loc: ['body', field], msg: local('auth.error.commonPassword'), type: 'common_password' },
    ]);
  }
}
