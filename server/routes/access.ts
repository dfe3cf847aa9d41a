import { canAccessProduct } from '#domain/user';
import type { Db } from '../db/connect.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { hotReads, type ProductAccess } from '../repo/hot-reads.ts';
import type { UserRow } from '../repo/users.ts';

/** 404 when there is no such product, 403 when the user may not open it. */
export function checkAccess<P extends { shopifyProductId: string }>(user: UserRow, product: P | undefined): P {
  if (!product) throw notFound('Product');
  if (!canAccessProduct(user, product)) throw forbidden();
  return product;
}

/** The product, when it exists (404) and the user owns it or is an admin (403). */
export async function productForUser(db: Db, user: UserRow, productId: string): Promise<ProductAccess> {
  const [product] = await hotReads(db).productAccess.execute({ id: productId });
  return checkAccess(user, product);
}

/**
 * A lesson of a product the user may open, read with its product in one query and without its
 * content; a lesson of another product than the one named is not found there.
 */
export async function lessonForUser(
  db: Db,
  user: UserRow,
  lessonId: string,
  productId?: string,
): Promise<{ lessonId: string; product: ProductAccess }> {
  const [found] = await hotReads(db).lessonAccess.execute({ id: lessonId });
  if (!found || (productId !== undefined && found.id !== productId)) {
    if (productId !== undefined) await productForUser(db, user, productId);
    throw notFound('Lesson');
  }
  return { lessonId, product: checkAccess(user, found) };
}
