import { DEFAULT_COURSE_LANGUAGE } from '#domain/language';
import type { Product, ProductInput } from '#domain/product';

/** The fields the form edits; the language always has a value, as the form shows one. */
export type ProductFields = Omit<ProductInput, 'lessonCards' | 'language'> & { language: string };

export const EMPTY_PRODUCT: ProductFields = {
  shopifyProductId: '',
  title: '',
  description: '',
  titleLogo: '',
  preview: '',
  url: '',
  manualLink: '',
  resourcesLink: '',
  language: DEFAULT_COURSE_LANGUAGE,
};

/** The fields of a product the form edits. */
export function productFieldsOf(product: Product): ProductFields {
  const { shopifyProductId, title, description, titleLogo, preview, url, manualLink, resourcesLink, language } =
    product;
  return { shopifyProductId, title, description, titleLogo, preview, url, manualLink, resourcesLink, language };
}

/** The parts two authors' saves of a product are merged by: each field, and the lesson cards. */
export const PRODUCT_PART_KEYS = [...(Object.keys(EMPTY_PRODUCT) as (keyof ProductFields)[]), 'lessonCards'] as const;

/** The whole product as PUT /products/{id} wants it. */
export function productInputOf(product: Product): ProductInput {
  return { ...productFieldsOf(product), lessonCards: product.lessonCards };
}
