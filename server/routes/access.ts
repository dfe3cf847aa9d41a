import { canAccessProduct } from '#domain/user';
import type { Executor } from '../db/connect.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { findLesson, type LessonRow } from '../repo/lessons.ts';
import { findProduct, type ProductRow } from '../repo/products.ts';
import type { UserRow } from '../repo/users.ts';

/** The product, when it exists (404) and the user owns it or is an admin (403). */
export async function productForUser(db: Executor, user: UserRow, productId: string): Promise<ProductRow> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('Product');
  if (!canAccessProduct(user, product)) throw forbidden();
  return product;
}

/** A lesson of a product the user may open; a lesson of another product is not found there. */
export async function lessonForUser(
  db: Executor,
  user: UserRow,
  lessonId: string,
  productId?: string,
): Promise<{ lesson: LessonRow; product: ProductRow }> {
  const lesson = await findLesson(db, lessonId);
  if (!lesson || (productId !== undefined && lesson.productId !== productId)) {
    if (productId !== undefined) await productForUser(db, user, productId);
    throw notFound('Lesson');
  }
  const product = await productForUser(db, user, lesson.productId);
  return { lesson, product };
}
