import { canAccessProduct } from '#domain/user';
import { forbidden, notFound } from '../http/errors.ts';
import type { KeptReads } from '../repo/kept-reads.ts';
import type { UserRow } from '../repo/users.ts';

/** 404 when there is no such product, 403 when the user may not open it. */
export function checkAccess<P extends { id: string; shopifyProductId: string }>(
  user: UserRow,
  product: P | undefined,
): P {
  if (!product) throw notFound('Product');
  if (!canAccessProduct(user, product)) throw forbidden();
  return product;
}

/** The product, when it exists (404) and the user owns it or is an admin (403). */
export async function productForUser(reads: KeptReads, user: UserRow, productId: string) {
  return checkAccess(user, await reads.productAccess(productId));
}

/**
 * A lesson of a product the user may open, kept by the process (repo/kept-reads.ts) or read with
 * its product in one query, without its content; a lesson of another product than the one named is not found there.
 */
export async function lessonForUser(reads: KeptReads, user: UserRow, lessonId: string, productId?: string) {
  const found = await reads.lessonAccess(lessonId);
  if (!found || (productId !== undefined && found.id !== productId)) {
    if (productId !== undefined) await productForUser(reads, user, productId);
    throw notFound('Lesson');
  }
  return { lessonId, product: checkAccess(user, found) };
}
