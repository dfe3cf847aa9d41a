import type { Product, ProductInput } from '#domain/product';

export type ProductFields = Omit<ProductInput, 'lessonCards'>;

export const EMPTY_PRODUCT: ProductFields = {
  shopifyProductId: '',
  title: '',
  description: '',
  titleLogo: '',
  preview: '',
  url: '',
  manualLink: '',
  resourcesLink: '',
};

/** The fields of a product the form edits. */
export function productFieldsOf(product: Product): ProductFields {
  const { shopifyProductId, title, description, titleLogo, preview, url, manualLink, resourcesLink } = product;
  return { shopifyProductId, title, description, titleLogo, preview, url, manualLink, resourcesLink };
}

/** The parts two authors' saves of a product are merged by: each field, and the lesson cards. */
export const PRODUCT_PART_KEYS = [...(Object.keys(EMPTY_PRODUCT) as (keyof ProductFields)[]), 'lessonCards'] as const;

/** The whole product as PUT /products/{id} wants it. */
export function productInputOf(product: Product): ProductInput {
  return { ...productFieldsOf(product), lessonCards: product.lessonCards };
}
