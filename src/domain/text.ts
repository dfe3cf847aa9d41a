import * as z from 'zod';
import './messages.ts';

/** Plain text typed by an author or a user. */
export const Text = z.string().max(20_000);

/** A short single-line label (titles, names). */
export const Label = z.string().trim().max(500);

/** C0 and C1 control characters: browsers drop some inside a scheme (`java\tscript:`). */
const CONTROL = /\p{Cc}/u;
/** A scheme before the colon (a port after a host name, `example.com:8080`, is not one). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const APP_ORIGIN = 'https://app.invalid';

/**
 * A web address in the one form it is stored in: an http(s) URL, one without a scheme (checked as
 * https://, kept as typed), or a path of this app. Anything else (other schemes, `//host`, control characters,
 * backslashes) answers undefined.
 */
export function normaliseUrl(text: string): string | undefined {
  if (text === '') return '';
  if (CONTROL.test(text) || text.includes('\\')) return undefined;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return undefined;
    const url = new URL(text, APP_ORIGIN);
    return url.origin === APP_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  const schemeless = !SCHEME.test(text);
  let url: URL;
  try {
    url = new URL(schemeless ? `https://${text}` : text);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password) {
    return undefined;
  }
  // As the spec has it, a link typed without a scheme stays so; the viewer adds https:// (withHttps).
  return schemeless ? text : url.href;
}

/**
 * A web address as an author types it: http(s), without a scheme (the viewer adds https://), or
 * a path of this app; stored normalised. The editors and the server check it with this one schema.
 */
export const UrlText = z
  .string()
  .trim()
  .max(4096)
  .transform((text, context) => {
    const normal = normaliseUrl(text);
    if (normal !== undefined) return normal;
    context.addIssue({ code: 'custom', message: 'must be a web address' });
    return z.NEVER;
  });

/** A web address that must be given. */
export const RequiredUrlText = UrlText.pipe(z.string().min(1, 'is required'));

/** An id as the API sends it (`_id`). */
export const Id = z.string().trim().min(1).max(100);

/** A path parameter `{id}`. */
export const IdParam = z.object({ id: Id });

/** A colour as #RRGGBB. */
export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #RRGGBB');
