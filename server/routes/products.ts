import { Hono } from 'hono';
import { ProductInput } from '#domain/product';
import { IdParam } from '#domain/text';
import { adminOnly, requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { sendTagged, tagged } from '../http/etag.ts';
import { validate } from '../http/validate.ts';
import { duplicateProduct } from '../repo/duplicate.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  toApiProduct,
  updateProduct,
} from '../repo/products.ts';
import { checkAccess } from './access.ts';

export function productRoutes({ db, now }: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Every signed-in user sees every product; the client shows the ones not owned as locked.
      // Both reads carry an ETag of their body: a revisit that still holds it gets 304 without one.
      .get('/', signedIn, async (c) => {
        return sendTagged(c, tagged(JSON.stringify((await listProducts(db)).map(toApiProduct))));
      })
      .get('/:id', signedIn, validate('param', IdParam), async (c) => {
        const product = checkAccess(requireUser(c), await findProduct(db, c.req.valid('param').id));
        return sendTagged(c, tagged(JSON.stringify(toApiProduct(product))));
      })
      .post('/', adminOnly, validate('json', ProductInput), async (c) => {
        return c.json(toApiProduct(await insertProduct(db, c.req.valid('json'))), 201);
      })
      .put('/:id', adminOnly, validate('param', IdParam), validate('json', ProductInput), async (c) => {
        const row = await updateProduct(db, c.req.valid('param').id, c.req.valid('json'), now());
        if (!row) throw notFound('Product');
        return c.json(toApiProduct(row));
      })
      .delete('/:id', adminOnly, validate('param', IdParam), async (c) => {
        if (!(await deleteProduct(db, c.req.valid('param').id))) throw notFound('Product');
        return c.json({ message: 'Product deleted' });
      })
      .post('/:id/duplicate', adminOnly, validate('param', IdParam), async (c) => {
        const copy = await duplicateProduct(db, c.req.valid('param').id);
        if (!copy) throw notFound('Product');
        return c.json(toApiProduct(copy), 201);
      })
  );
}
