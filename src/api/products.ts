import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ListedProduct, Product, ProductDraft } from '#domain/product';
import { keptMedia } from '../offline/keep-visited-media.ts';
import { api } from './http.ts';
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
    queryFn: ({ signal, ...context }) => readQuery(context, () => api<ListedProduct[]>('/products', { signal })),
  });

/** The same list as an admin gets it: every course whole. */
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: ({ signal, ...context }) => readQuery(context, () => api<Product[]>('/products', { signal })),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => api<Product>(`/products/${encodeURIComponent(id)}`, { signal }).then(keptMedia)),
  });

export const createProduct = (product: ProductDraft) => api<Product>('/products', { method: 'POST', body: product });

/** Saves the whole product; `version` is the one it was based on (an older one answers 409). */
export const updateProduct = (id: string, product: ProductDraft, version: number) =>
  api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...product, version } });

export const deleteProduct = (id: string) =>
  api<{ message: string }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const duplicateProduct = (id: string) =>
  api<Product>(`/products/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });

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
