import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { lessons, products, revokedTokens, users } from '../db/schema.ts';

/** What deciding access needs of a product, and the version of its lessons (for cached answers). */
export interface ProductAccess {
  id: string;
  shopifyProductId: string;
  lessonsVersion: number;
}

const accessColumns = {
  id: products.id,
  shopifyProductId: products.shopifyProductId,
  lessonsVersion: products.lessonsVersion,
};

/** Whether the token the caller sent was revoked at a sign-out (by any server process). */
const tokenRevoked = sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${sql.placeholder('tokenId')})`;

/** The caller's row and whether their token was revoked: what accepting a token needs, in one row. */
const identity = { user: users, revoked: tokenRevoked };

/**
 * The queries behind what each process keeps (repo/kept-reads.ts, which prepares them once per
 * database): building a query with drizzle costs more server time than PostgreSQL takes to answer
 * it. A read a learner repeats (the lesson list, a lesson) asks for the caller and the product it
 * reads in the same query, when they are not kept already.
 */
export function hotReads(db: Db) {
  return {
    identity: db
      .select(identity)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('identity'),
    identityAndProduct: db
      .select({ ...identity, product: accessColumns })
      .from(users)
      .leftJoin(products, eq(products.id, sql.placeholder('productId')))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('identity_and_product'),
    identityAndLesson: db
      .select({ ...identity, product: accessColumns })
      .from(users)
      .leftJoin(lessons, eq(lessons.id, sql.placeholder('lessonId')))
      .leftJoin(products, eq(products.id, lessons.productId))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('identity_and_lesson'),
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
