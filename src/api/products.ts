import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductDraft } from '#domain/product';
import { keptMedia } from '#offline/keep-visited-media.ts';
import { client } from './client.ts';
import { call } from './http.ts';
import { lessonKeys } from './lessons.ts';
import { readQuery } from './read-through.ts';

export const productKeys = {
  all: ['products'] as const,
  one: (id: string) => ['products', id] as const,
};

/** Every course: whole where the user owns it, else as its locked card. */
export const productsQuery = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => call((o) => client.products.$get(undefined, o), { signal })),
  });

/** The same list as an admin gets it: every course whole. */
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: (
      { signal, ...context }, // An admin is given every course whole.
    ) => readQuery(context, () => call((o) => client.products.$get(undefined, o), { signal }) as Promise<Product[]>),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call((o) => client.products[':id'].$get({ param: { id } }, o), { signal }).then(keptMedia),
      ),
  });

export const createProduct = (product: ProductDraft) => call((o) => client.products.$post({ json: product }, o));

/** Saves the whole product; `version` is the one it was based on (an older one answers 409). */
export const updateProduct = (id: string, product: ProductDraft, version: number) =>
  call((o) => client.products[':id'].$put({ param: { id }, json: { ...product, version } }, o));

export const deleteProduct = (id: string) => call((o) => client.products[':id'].$delete({ param: { id } }, o));

export const duplicateProduct = (id: string) =>
  call((o) => client.products[':id'].duplicate.$post({ param: { id } }, o));

/** The writes of a course, each bringing the query cache up to date with what it changed. */
export function useProductWrites() {
  const queryClient = useQueryClient();
  /** The courses as the server holds them now (after a save, or another author's that won). */
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  return {
    create: async (product: ProductDraft) => {
      const saved = await createProduct(product);
      await refresh();
      return saved;
    },
    update: async (id: string, product: ProductDraft, version: number) => {
      const saved = await updateProduct(id, product, version);
      await refresh();
      return saved;
    },
    /** The copy brings lessons of its own. */
    duplicate: async (id: string) => {
      const copy = await duplicateProduct(id);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: lessonKeys.allAdmin })]);
      return copy;
    },
    remove: async (id: string) => {
      await deleteProduct(id);
      queryClient.removeQueries({ queryKey: lessonKeys.admin(id) });
      await refresh();
    },
    refresh,
  };
}
