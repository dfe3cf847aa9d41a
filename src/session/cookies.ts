/**
 * The spec's session cookies: customerId, accessToken and expiresAt, set with no explicit
 * lifetime. They are written by the page (not HttpOnly) because the page sends the token as a
 * Bearer header itself.
 */
export type CookieName = 'customerId' | 'accessToken' | 'expiresAt';

export function readCookie(name: CookieName): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function writeCookie(name: CookieName, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are set by the page itself
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

/** Max-Age=0 and a past Expires: agents that ignore one of them still drop the cookie. */
export function removeCookie(name: CookieName): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookies are removed by the page itself
  document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
