import * as z from 'zod';
import { BasedOn, Version } from './edit-version.ts';
import { DEFAULT_COURSE_LANGUAGE } from './language.ts';
import { CourseLanguage } from './language-input.ts';
import { LessonCards } from './lesson-card-input.ts';
import { DEFAULT_LESSON_CARDS } from './lesson-cards.ts';
import { Id, Label, Text, UrlText } from './text.ts';

/** What an admin sends to create or replace a product (POST /products, PUT /products/{id}). */
export const ProductInput = z.object({
  shopifyProductId: Label.default(''),
  title: Label.min(1, 'is required'),
  description: Text.default(''),
  titleLogo: UrlText.default(''),
  preview: UrlText.default(''),
  url: UrlText.default(''),
  manualLink: UrlText.default(''),
  resourcesLink: UrlText.default(''),
  lessonCards: LessonCards.default(() => [...DEFAULT_LESSON_CARDS]),
  /**
   * Optional, as the spec's payload has none: a new course without it is in
   * DEFAULT_COURSE_LANGUAGE, a saved one keeps its own.
   */
  language: CourseLanguage.optional(),
});
export type ProductInput = z.infer<typeof ProductInput>;
export type ProductDraft = z.input<typeof ProductInput>;

/** PUT /products/{id}: the whole product and, optionally, the version it was based on. */
export const ProductSave = z.intersection(ProductInput, BasedOn);
export type ProductSave = z.infer<typeof ProductSave>;

/** A product (course) as the API sends it. */
export const Product = ProductInput.extend({
  language: CourseLanguage.default(DEFAULT_COURSE_LANGUAGE),
  _id: Id,
  version: Version,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof Product>;

/**
 * What `GET /products` gives a customer of a course they do not own: what the dashboard's locked
 * card shows (and its shop id, by which the card is known to be locked), nothing more.
 */
export const LockedProduct = Product.pick({
  _id: true,
  shopifyProductId: true,
  title: true,
  description: true,
  titleLogo: true,
  preview: true,
  url: true,
});
export type LockedProduct = z.infer<typeof LockedProduct>;

/** A course as the list answers it: whole to an admin or an owner, else locked. */
export type ListedProduct = Product | LockedProduct;
