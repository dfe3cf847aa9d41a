export const COMMON_PASSWORD =
  'password: is one of the most common passwords, which others guess first. Please choose another one.';

let common: Promise<Set<string>> | undefined;

/**
 * Whether a password is among the ~49,000 most common ones (zxcvbn's list), in any letter case.
 * The list is unpacked when a password is first set, not at every start of the server.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return (await common).has(password.toLowerCase());
}
