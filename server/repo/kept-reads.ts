import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/connect.ts';
import { hotReads, type ProductAccess } from './hot-reads.ts';
import type { UserRow } from './users.ts';

/** Who a token names: its user, and its own id (older tokens have none) for revocations. */
export type Who = {
  userId: string;
  tokenId: string | null;
};

/** What accepting a token needs of the database. */
export interface Identified {
  user: UserRow;
  /** The token was revoked at a sign-out. */
  revoked: boolean;
}

/** The caller with the product a read asks for (null: there is no such product or lesson). */
export interface IdentifiedWithProduct extends Identified {
  product: ProductAccess | null;
}

/** How many rows of each kind a process keeps; the oldest go first. */
const CAPACITY = 10_000;
/**
 * A kept row is read again after this long even without a change announced: the bound on how
 * stale a row can be should the listening connection stop delivering without closing.
 */
const KEPT_MS = 60_000;

/** Rows by key; `undefined` from `get` means not kept, `null` a row known not to exist. */
class Kept<V> {
  readonly #rows = new Map<string, { value: V; at: number }>();

  get(key: string): V | undefined {
    const row = this.#rows.get(key);
    if (!row) return undefined;
    if (Date.now() - row.at > KEPT_MS) {
      this.#rows.delete(key);
      return undefined;
    }
    return row.value;
  }

  set(key: string, value: V) {
    this.#rows.delete(key);
    this.#rows.set(key, { value, at: Date.now() });
    if (this.#rows.size > CAPACITY) this.#rows.delete(this.#rows.keys().next().value as string);
  }

  delete(key: string) {
    this.#rows.delete(key);
  }

  clear() {
    this.#rows.clear();
  }
}

/**
 * The reads behind nearly every signed-in call (the caller, their token's revocation) and behind
 * a learner's repeated reads (a product's access and lessons version, a lesson's product), kept
 * by each process while the database's change feed is live and dropped row by row as changes
 * arrive. A row kept answers without a round trip to the database; one not kept is read with
 * the rest in one query, as before. See docs/decisions/0009-per-process-identity-cache.md.
 */
function keptReads(db: Db, changes: ChangeFeed) {
  const queries = hotReads(db);
  const users = new Kept<UserRow | null>();
  const revoked = new Kept<boolean>();
  const products = new Kept<ProductAccess | null>();
  /** A lesson's product id. */
  const lessonProducts = new Kept<string | null>();
  const byTable: Record<string, Kept<unknown>> = {
    users,
    revoked_tokens: revoked,
    products,
    lessons: lessonProducts,
  };
  changes.subscribe((change) => {
    if (change) byTable[change.table]?.delete(change.key);
    else for (const kept of Object.values(byTable)) kept.clear();
  });

  /** The caller from what is kept: `undefined` when something is not kept, `null` for no such user. */
  function keptIdentity(who: Who): Identified | null | undefined {
    const user = users.get(who.userId);
    if (user === undefined || user === null) return user;
    const isRevoked = who.tokenId === null ? false : revoked.get(who.tokenId);
    return isRevoked === undefined ? undefined : { user, revoked: isRevoked };
  }

  function keepIdentity(who: Who, row: Identified | undefined) {
    // Shared by every request that finds it kept: frozen, so a handler cannot change it for the others.
    users.set(who.userId, row ? Object.freeze(row.user) : null);
    if (row && who.tokenId !== null) revoked.set(who.tokenId, row.revoked);
  }

  /** What is kept, else the query, whose answer is kept unless a change arrived meanwhile. */
  async function read<Row>(
    kept: () => Row | null | undefined,
    query: () => Promise<Row[]>,
    keep: (row: Row | undefined) => void,
  ): Promise<Row | undefined> {
    await changes.caughtUp();
    if (changes.live) {
      const row = kept();
      if (row !== undefined) return row ?? undefined;
    }
    const generation = changes.generation;
    const [row] = await query();
    if (changes.live && changes.generation === generation) keep(row);
    return row;
  }

  function withProduct(
    identity: Identified | null | undefined,
    productId: string | null | undefined,
  ): IdentifiedWithProduct | null | undefined {
    if (identity === null) return null;
    if (identity === undefined || productId === undefined) return undefined;
    const product = productId === null ? null : products.get(productId);
    return product === undefined ? undefined : { ...identity, product };
  }

  return {
    /** A product's access and lessons version (undefined: no such product). */
    productAccess: (productId: string) =>
      read<ProductAccess>(
        () => products.get(productId),
        () => queries.productAccess.execute({ id: productId }),
        (row) => products.set(productId, row ?? null),
      ),
    /** The access and lessons version of a lesson's product (undefined: no such lesson). */
    lessonAccess: (lessonId: string) =>
      read<ProductAccess>(
        () => {
          const productId = lessonProducts.get(lessonId);
          return productId === undefined || productId === null ? productId : products.get(productId);
        },
        () => queries.lessonAccess.execute({ id: lessonId }),
        (row) => {
          lessonProducts.set(lessonId, row?.id ?? null);
          if (row) products.set(row.id, row);
        },
      ),
    identity: (who: Who) =>
      read(
        () => keptIdentity(who),
        () => queries.identity.execute(who),
        (row) => keepIdentity(who, row),
      ),
    identityAndProduct: (who: Who, productId: string) =>
      read<IdentifiedWithProduct>(
        () => withProduct(keptIdentity(who), productId),
        () => queries.identityAndProduct.execute({ ...who, productId }),
        (row) => {
          keepIdentity(who, row);
          if (row) products.set(productId, row.product);
        },
      ),
    identityAndLesson: (who: Who, lessonId: string) =>
      read<IdentifiedWithProduct>(
        () => withProduct(keptIdentity(who), lessonProducts.get(lessonId)),
        () => queries.identityAndLesson.execute({ ...who, lessonId }),
        (row) => {
          keepIdentity(who, row);
          if (!row) return;
          lessonProducts.set(lessonId, row.product?.id ?? null);
          if (row.product) products.set(row.product.id, row.product);
        },
      ),
  };
}

export type KeptReads = ReturnType<typeof keptReads>;

const perDatabase = new WeakMap<Db, KeptReads>();

export function kept(db: Db, changes: ChangeFeed): KeptReads {
  let reads = perDatabase.get(db);
  if (!reads) {
    reads = keptReads(db, changes);
    perDatabase.set(db, reads);
  }
  return reads;
}
