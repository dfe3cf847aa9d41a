import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD =
  'password: is one of the most common passwords, which others guess first. Please choose another one.';

let common: Set<string> | undefined;

/** Whether a password is among the ~49,000 most common ones (zxcvbn's list), in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
