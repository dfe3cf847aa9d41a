import type { ActivityKey } from './activity-keys.ts';

/**
 * The client route that asks for a reset link, or sets a new password with `?token=` (here, away
 * from the zod schemas, because the entry chunk reads it).
 */
export const RESET_PASSWORD_PATH = '/reset-password';

/** What is kept about learners, where and for how long: readable signed in or not. */
export const PRIVACY_PATH = '/privacy';

/** The client routes of spec section 2, built in one place for links, progress urls and the server. */
export const appPaths = {
  dashboard: () => '/',
  course: (productId: string) => `/class/${encodeURIComponent(productId)}`,
  lessons: (productId: string) => `/class/${encodeURIComponent(productId)}/lessons`,
  lesson: (productId: string, lessonId: string) =>
    `/class/${encodeURIComponent(productId)}/lessons/${encodeURIComponent(lessonId)}`,
  activity: (productId: string, lessonId: string, key: ActivityKey) =>
    `/class/${encodeURIComponent(productId)}/lessons/${encodeURIComponent(lessonId)}/${key}`,
  /** A lesson's 'Print lesson materials' page (issue 36). */
  print: (productId: string, lessonId: string) =>
    `/class/${encodeURIComponent(productId)}/lessons/${encodeURIComponent(lessonId)}/print`,
  report: (productId: string) => `/class/${encodeURIComponent(productId)}/report`,
  learners: () => '/learners',
  buy: (productId: string) => `/buy/${encodeURIComponent(productId)}`,
  admin: () => '/admin',
  adminUsers: () => '/admin/users',
};
