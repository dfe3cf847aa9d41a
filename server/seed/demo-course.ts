import type { FindItCard } from '#domain/findit';
import type { SectionsDraft } from '#domain/lesson';
import type { ProductDraft } from '#domain/product';

/** A demo course as the seed writes it: fixed ids, so seeding again never duplicates it. */
export interface DemoCourse {
  product: ProductDraft & { id: string };
  lessons: DemoLesson[];
  /** The product's find-it card set, in shown order (index is the 1-based position). */
  findItCards: Array<Omit<FindItCard, 'index'>>;
}

export interface DemoLesson {
  id: string;
  title: string;
  image: string;
  description: string;
  link?: string;
  sections: SectionsDraft;
}
