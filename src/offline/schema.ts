// The offline store's schema in Dexie's notation, one entry per version: the page's Dexie (db.ts)
// declares it, and the page's small store (idb.ts) makes the same database when it opens first,
// so that each side finds what the other made as its own.

/** The stores each version adds: primary key first, then the indexes (`*` many per record, `[a+b]` compound). */
export const SCHEMA_VERSIONS: readonly { version: number; stores: Readonly<Record<string, string>> }[] = [
  {
    version: 1,
    stores: {
      reads: 'id, userId',
      media: 'url, *owners',
      outbox: 'opId, [userId+state+seq], userId',
      courses: 'productId',
      meta: 'key',
    },
  },
  { version: 2, stores: { sealed: 'opId, userId' } },
  { version: 3, stores: { learners: '_id, userId' } },
  { version: 4, stores: { downloads: 'productId' } },
  { version: 5, stores: { partials: 'url, owner' } },
];

/** Dexie keeps version n as IndexedDB's version 10n. */
export const NATIVE_VERSION = Math.max(...SCHEMA_VERSIONS.map(({ version }) => version)) * 10;

/** An index as Dexie makes it from its notation: named by the notation, `[a+b]` on the key path [a, b]. */
export interface IndexSpec {
  name: string;
  keyPath: string | string[];
  multiEntry: boolean;
}

export function indexSpec(notation: string): IndexSpec {
  const name = notation.replace(/^\*/, '');
  const keyPath = name.startsWith('[') ? name.slice(1, -1).split('+') : name;
  return { name, keyPath, multiEntry: notation.startsWith('*') };
}

/** Every store of the latest version with its primary key path and its indexes. */
export function latestStores(): { name: string; keyPath: string; indexes: IndexSpec[] }[] {
  const merged = Object.assign({}, ...SCHEMA_VERSIONS.map(({ stores }) => stores)) as Record<string, string>;
  return Object.entries(merged).map(([name, notation]) => {
    const [primary = '', ...indexes] = notation.split(',').map((part) => part.trim());
    return { name, keyPath: primary, indexes: indexes.map(indexSpec) };
  });
}
