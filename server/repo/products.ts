import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { LockedProduct, Product, ProductInput } from '#domain/product';
import type { Db, Executor } from '../db/connect.ts';
import { products } from '../db/schema.ts';
import { dropCourseFromRoles } from './roles.ts';
import { type SaveOutcome, type StillHolds, saveIfStill } from './versioned-save.ts';

export type ProductRow = typeof products.$inferSelect;

export function toApiProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    shopifyProductId: row.shopifyProductId,
    title: row.title,
    description: row.description,
    titleLogo: row.titleLogo,
    preview: row.preview,
    url: row.url,
    manualLink: row.manualLink,
    resourcesLink: row.resourcesLink,
    lessonCards: row.lessonCards,
    language: row.language,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product as the dashboard's locked card shows it (see LockedProduct). */
export function toLockedProduct(row: ProductRow): LockedProduct {
  const { _id, shopifyProductId, title, description, titleLogo, preview, url } = toApiProduct(row);
  return { _id, shopifyProductId, title, description, titleLogo, preview, url };
}

export function listProducts(db: Executor): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.createdAt), asc(products.seq));
}

/** The product that sells as this shop product, other than the one named. */
export async function productWithShopId(
  db: Executor,
  shopifyProductId: string,
  exceptId?: string,
): Promise<ProductRow | undefined> {
  const sameShopId = eq(products.shopifyProductId, shopifyProductId);
  const [row] = await db
    .select()
    .from(products)
    .where(exceptId ? and(sameShopId, ne(products.id, exceptId)) : sameShopId)
    .limit(1);
  return row;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function insertProduct(
  db: Executor,
  input: ProductInput,
  id: string = crypto.randomUUID(),
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ id, ...input })
    .returning();
  if (!row) throw new Error('insert returned no product');
  return row;
}

/** Saves a product if the stored product is still the one the save was based on. */
export function updateProduct(
  db: Executor,
  id: string,
  input: ProductInput,
  holds: StillHolds<ProductRow>,
  by: string,
  now: Date,
): Promise<SaveOutcome<ProductRow>> {
  return saveIfStill(
    db,
    async (tx) => (await tx.select().from(products).where(eq(products.id, id)).for('update'))[0],
    holds,
    (tx) =>
      tx
        .update(products)
        .set({ ...input, version: sql`${products.version} + 1`, updatedBy: by, updatedAt: now })
        .where(eq(products.id, id))
        .returning(),
  );
}

/** Deletes a product with its lessons, card set and the progress made in it, and takes it out of its authors' roles. */
export function deleteProduct(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (rows.length === 0) return false;
    await dropCourseFromRoles(tx, id, by, at);
    return true;
  });
}
