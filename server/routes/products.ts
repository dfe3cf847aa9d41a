import { Hono } from 'hono';
import { ProductInput, ProductSave } from '#domain/product';
import { ONLY_ADMINS_CHANGE_SHOP_IDS } from '#domain/roles';
import { IdParam } from '#domain/text';
import { canAccessProduct, canAuthor } from '#domain/user';
import { adminOnly, authoring, requireAdmin, requireAuthorOf, requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { sendTagged, tagged } from '../http/etag.ts';
import { basedOn, sameVersion, tagAnswer } from '../http/preconditions.ts';
import { staleSave } from '../http/stale-save.ts';
import { validate } from '../http/validate.ts';
import { duplicateProduct } from '../repo/duplicate.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  toApiProduct,
  toLockedProduct,
  updateProduct,
} from '../repo/products.ts';
import { checkAccess } from './access.ts';
import { withFreeShopId } from './shop-id.ts';

/** A product without a shop id is a draft: only admins and its authors see it. */
const isDraft = (product: { shopifyProductId: string }) => !product.shopifyProductId;

export function productRoutes({ db, now }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // An admin gets every product whole. A customer gets the ones they own or author whole and the
      // others as the dashboard's locked card shows them; drafts (no shop id yet) are listed only to
      // their authors.
      // Both reads carry an ETag of their body: a revisit that still holds it gets 304 without one.
      .get('/', signedIn, async (c) => {
        const user = requireUser(c);
        const rows = await listProducts(db);
        const listed = user.admin
          ? rows.map(toApiProduct)
          : rows
              .filter((row) => !isDraft(row) || canAuthor(user, row.id))
              .map((row) => (canAccessProduct(user, row) ? toApiProduct(row) : toLockedProduct(row)));
        return sendTagged(c, tagged(listed));
      })
      .get('/:id', signedIn, validate('param', IdParam), async (c) => {
        const user = requireUser(c);
        const found = await findProduct(db, c.req.valid('param').id);
        const product = checkAccess(user, found && (canAuthor(user, found.id) || !isDraft(found)) ? found : undefined);
        return sendTagged(c, tagged(toApiProduct(product)));
      })
      .post('/', adminOnly, validate('json', ProductInput), async (c) => {
        const input = c.req.valid('json');
        const row = await withFreeShopId(db, input.shopifyProductId, undefined, () => insertProduct(db, input));
        return c.json(toApiProduct(row), 201);
      })
      // An author saves her course (its lesson cards) but never moves it to another shop product.
      .put('/:id', authoring, validate('param', IdParam), validate('json', ProductSave), async (c) => {
        const { id } = c.req.valid('param');
        const { version, ...input } = c.req.valid('json');
        if (!requireAuthorOf(c, id).admin) {
          const stored = await findProduct(db, id);
          if (stored && stored.shopifyProductId !== input.shopifyProductId) {
            throw new ApiError(403, ONLY_ADMINS_CHANGE_SHOP_IDS);
          }
        }
        const holds = basedOn(c, sameVersion(version), toApiProduct);
        const by = requireUser(c).id;
        const outcome = await withFreeShopId(db, input.shopifyProductId, id, () =>
          updateProduct(db, id, input, holds, by, now()),
        );
        if (!outcome) throw notFound('Product');
        if ('stale' in outcome) {
          const { stale } = outcome;
          throw await staleSave(db, 'This course was', toApiProduct(stale), stale.updatedBy, stale.updatedAt);
        }
        return c.json(tagAnswer(c, toApiProduct(outcome.saved)));
      })
      .delete('/:id', adminOnly, validate('param', IdParam), async (c) => {
        const deleted = await deleteProduct(db, c.req.valid('param').id, requireAdmin(c).id, now());
        if (!deleted) throw notFound('Product');
        return c.json({ message: 'Product deleted' });
      })
      .post('/:id/duplicate', adminOnly, validate('param', IdParam), async (c) => {
        const copy = await duplicateProduct(db, c.req.valid('param').id);
        if (!copy) throw notFound('Product');
        return c.json(toApiProduct(copy), 201);
      })
  );
}
