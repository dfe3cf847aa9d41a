import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductDraft, ProductInput } from '#domain/product';
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

/** What a course save sends: the course, and for a stored one its id and the version it was based on. */
export type ProductSave = { product: ProductInput } & ({ id: string; version: number } | { id?: undefined });

/** Loads the courses again, as the server holds them now (after a save, or another author's that won). */
export function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** Saves a course (creates it, or updates it over the version it was based on); the courses are loaded again. */
export function useSaveProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (save: ProductSave) =>
      save.id === undefined ? createProduct(save.product) : updateProduct(save.id, save.product, save.version),
    onSuccess: () => refresh(),
  });
}

/** Duplicates a course: the copy brings lessons of its own. */
export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: lessonKeys.allAdmin })]),
  });
}

/** Deletes a course; its lessons leave the cache and the courses are loaded again. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: lessonKeys.admin(id) });
      return refresh();
    },
  });
}
