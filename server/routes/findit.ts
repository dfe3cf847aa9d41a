import { Hono } from 'hono';
import * as z from 'zod';
import { type FindItCardSet, FindItCardSetCreate, FindItCardSetSave } from '#domain/findit';
import { Id, IdParam } from '#domain/text';
import { authoring, requireAuthorOf, requireUser, signedIn } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { sendTagged, tagged } from '../http/etag.ts';
import { basedOn, sameVersion, tagAnswer } from '../http/preconditions.ts';
import { staleSave } from '../http/stale-save.ts';
import { validate } from '../http/validate.ts';
import { cardSetProduct, findCardSetOfProduct, insertCardSet, toApiCardSet, updateCardSet } from '../repo/findit.ts';
import { kept } from '../repo/kept-reads.ts';
import { findProduct } from '../repo/products.ts';
import { productForUser } from './access.ts';

const ProductParam = z.object({ productId: Id });

export function findItRoutes({ db, changes, now }: AppDeps) {
  const reads = kept(db, changes);
  return (
    new Hono<AppEnv>()
      // A product without a card set yet answers an empty one without `_id`: the editor then creates it.
      .get('/:productId', signedIn, validate('param', ProductParam), async (c) => {
        const product = await productForUser(reads, requireUser(c), c.req.valid('param').productId);
        const set = await findCardSetOfProduct(db, product.id);
        // Tagged: a save of the set may name this answer's ETag in If-Match.
        return sendTagged(c, tagged<FindItCardSet>(set ? toApiCardSet(set) : { productId: product.id, cards: [] }));
      })
      .post('/', authoring, validate('json', FindItCardSetCreate), async (c) => {
        const { productId, cards } = c.req.valid('json');
        requireAuthorOf(c, productId);
        if (!(await findProduct(db, productId))) throw notFound('Product');
        const set = await insertCardSet(db, productId, cards, requireUser(c).id);
        if (!set) {
          // Another author created the product's set first: this save was based on none.
          const current = await findCardSetOfProduct(db, productId);
          if (!current) throw new ApiError(409, 'This product already has a find-it card set; update it instead');
          throw await staleSave(
            db,
            'The Find It cards were',
            toApiCardSet(current),
            current.updatedBy,
            current.updatedAt,
          );
        }
        return c.json(toApiCardSet(set), 201);
      })
      .put('/:id', authoring, validate('param', IdParam), validate('json', FindItCardSetSave), async (c) => {
        const { cards, version } = c.req.valid('json');
        requireAuthorOf(c, (await cardSetProduct(db, c.req.valid('param').id)) ?? '');
        const holds = basedOn(c, sameVersion(version), toApiCardSet);
        const outcome = await updateCardSet(db, c.req.valid('param').id, cards, holds, requireUser(c).id, now());
        if (!outcome) throw notFound('Find-it card set');
        if ('stale' in outcome) {
          const { stale } = outcome;
          throw await staleSave(db, 'The Find It cards were', toApiCardSet(stale), stale.updatedBy, stale.updatedAt);
        }
        return c.json(tagAnswer(c, toApiCardSet(outcome.saved)));
      })
  );
}
