import { queryOptions } from '@tanstack/react-query';
import type { ListedProduct, Product, ProductDraft } from '#domain/product';
import { keepVisitedMedia } from '../offline/keep-visited-media.ts';
import { api } from './http.ts';
import { readThrough } from './read-through.ts';

export const productKeys = {
  all: ['products'] as const,
  one: (id: string) => ['products', id] as const,
};

/** Every course: whole where the user owns it, else as its locked card. */
export const productsQuery = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: ({ signal }) => readThrough(productKeys.all, () => api<ListedProduct[]>('/products', { signal })),
  });

/** The same list as an admin gets it: every course whole. */
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: productKeys.all,
    queryFn: ({ signal }) => readThrough(productKeys.all, () => api<Product[]>('/products', { signal })),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: async ({ signal }) => {
      const product = await readThrough(productKeys.one(id), () =>
        api<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
      );
      keepVisitedMedia(product);
      return product;
    },
  });

export const createProduct = (product: ProductDraft) => api<Product>('/products', { method: 'POST', body: product });

export const updateProduct = (id: string, product: ProductDraft) =>
  api<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PUT', body: product });

export const deleteProduct = (id: string) =>
  api<{ message: string }>(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const duplicateProduct = (id: string) =>
  api<Product>(`/products/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
