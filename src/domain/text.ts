import { z } from 'zod';

/** Plain text typed by an author or a user. */
export const Text = z.string().max(20_000);

/** A short single-line label (titles, names). */
export const Label = z.string().trim().max(500);

const UNSAFE_SCHEME = /^\s*(javascript|vbscript|file):/i;

/**
 * A web address as an author types it: absolute, relative to the app, or without a scheme
 * (the viewer adds https://). Script schemes are refused so no stored link can run code.
 */
export const UrlText = z
  .string()
  .trim()
  .max(4096)
  .refine((value) => !UNSAFE_SCHEME.test(value), 'must be a web address');

/** An id as the API sends it (`_id`). */
export const Id = z.string().trim().min(1).max(100);

/** A path parameter `{id}`. */
export const IdParam = z.object({ id: Id });

/** A colour as #RRGGBB. */
export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #RRGGBB');
