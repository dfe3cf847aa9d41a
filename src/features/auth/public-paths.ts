import { RESET_PASSWORD_PATH } from '#domain/app-paths';

/** The only pages a signed-out visitor may see: the root and the password reset. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === RESET_PASSWORD_PATH;
}
