import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { lessons, products, revokedTokens, users } from '../db/schema.ts';

const accessColumns = {
  id: products.id,
  shopifyProductId: products.shopifyProductId,
  lessonsVersion: products.lessonsVersion,
};

/**
 * The queries nearly every signed-in call runs, prepared once per database: building a query
 * with drizzle costs more server time than PostgreSQL takes to answer it.
 */
function prepare(db: Db) {
  return {
    userById: db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('user_by_id'),
    tokenRevoked: db
      .select({ tokenId: revokedTokens.tokenId })
      .from(revokedTokens)
      .where(eq(revokedTokens.tokenId, sql.placeholder('id')))
      .limit(1)
      .prepare('token_revoked'),
    productAccess: db
      .select(accessColumns)
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .limit(1)
      .prepare('product_access'),
    lessonAccess: db
      .select(accessColumns)
      .from(lessons)
      .innerJoin(products, eq(products.id, lessons.productId))
      .where(eq(lessons.id, sql.placeholder('id')))
      .limit(1)
      .prepare('lesson_access'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

export function hotReads(db: Db): ReturnType<typeof prepare> {
  let reads = prepared.get(db);
  if (!reads) {
    reads = prepare(db);
    prepared.set(db, reads);
  }
  return reads;
}
