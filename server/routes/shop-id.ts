import type { Executor } from '../db/connect.ts';
import { ApiError } from '../http/errors.ts';
import { productWithShopId } from '../repo/products.ts';

export function shopIdTakenMessage(shopifyProductId: string, title: string): string {
  return `Shopify product id ${shopifyProductId} is already used by "${title}". Each shop product can belong to one course only.`;
}

const shopIdTaken = (shopifyProductId: string, title: string) =>
  new ApiError(409, shopIdTakenMessage(shopifyProductId, title), { field: 'shopifyProductId' });

/** 409 when another product already sells as this shop product; an empty id (a draft) is never taken. */
export async function checkShopIdFree(db: Executor, shopifyProductId: string, productId?: string): Promise<void> {
  if (!shopifyProductId) return;
  const other = await productWithShopId(db, shopifyProductId, productId);
  if (other) throw shopIdTaken(shopifyProductId, other.title);
}

/** Whether the database refused a second product with the same shop id (two saves at once). */
export function isShopIdConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'products_shopify_product_unique') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a product write; if another save took the shop id meanwhile, answers the same 409 as the check. */
export async function withFreeShopId<T>(
  db: Executor,
  shopifyProductId: string,
  productId: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await checkShopIdFree(db, shopifyProductId, productId);
  try {
    return await write();
  } catch (error) {
    if (!isShopIdConflict(error)) throw error;
    const other = await productWithShopId(db, shopifyProductId, productId);
    throw shopIdTaken(shopifyProductId, other?.title ?? 'another product');
  }
}
