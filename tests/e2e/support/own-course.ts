import type { APIRequestContext, Page } from '@playwright/test';
import { coreWordsCourse } from '#server/seed/demo/index';
import { type Account, test as base, expect, signInByApi, teacherHeaders } from './fixtures.ts';
import { grantCourse, newTeacher } from './new-teacher.ts';
import { ADMIN } from './settings.ts';

/** A copy of the demo course of a test's own, sold under a shop id no other course has. */
export interface OwnCourse {
  _id: string;
  title: string;
  shopifyProductId: string;
  /** The id of the copy's lesson with this title ("Week 1: go", ...). */
  lessonId(title: string): string;
}

async function adminRequest(request: APIRequestContext, baseURL: string) {
  return teacherHeaders(request, baseURL, ADMIN);
}

/**
 * Makes the demo course again through the admin API from the seed's content (server/seed/demo):
 * every section and game, with its Find It cards, and a shop id of its own, so that a teacher can
 * be granted it. Not a Duplicate of the demo course as the server holds it, which carries whatever
 * other admin specs changed in it. Its shop id is new: no teacher but the test's own holds it, so
 * the demo customer of the learner specs sees it at most as a locked card while the test runs.
 */
async function copyDemoCourse(request: APIRequestContext, baseURL: string): Promise<OwnCourse> {
  return copyDemoCourseWith(request, await adminRequest(request, baseURL), `e2e-${crypto.randomUUID()}`);
}

/**
 * The copy of the demo course on the server `request` talks to, as the admin of `headers` makes it.
 * With an empty `shopifyProductId` it is a draft: only admins see it, no teacher's dashboard shows it.
 */
export async function copyDemoCourseWith(
  request: APIRequestContext,
  headers: { Authorization: string } | Record<string, never>,
  shopifyProductId: string,
): Promise<OwnCourse> {
  const { id: _seedId, ...seedProduct } = coreWordsCourse.product;
  const created = await request.post('/api/products', {
    headers,
    data: { ...seedProduct, title: `${seedProduct.title} (own copy)`, shopifyProductId },
  });
  expect(created.status(), 'create the own course').toBe(201);
  const course = (await created.json()) as { _id: string; title: string };
  const lessons: { _id: string; title: string }[] = [];
  // One after the other: each lesson goes last, so they keep the seed's order.
  for (const { id: _lessonId, ...lesson } of coreWordsCourse.lessons) {
    const added = await request.post('/api/lessons', { headers, data: { ...lesson, productId: course._id } });
    expect(added.status(), `add the lesson '${lesson.title}'`).toBe(201);
    lessons.push((await added.json()) as { _id: string; title: string });
  }
  const cards = await request.post('/api/findit-cards', {
    headers,
    data: { productId: course._id, cards: coreWordsCourse.findItCards },
  });
  expect(cards.status(), 'add the Find It cards').toBe(201);
  return {
    _id: course._id,
    title: course.title,
    shopifyProductId,
    lessonId(title) {
      const lesson = lessons.find((candidate) => candidate.title === title);
      if (!lesson) throw new Error(`the copied course has no lesson '${title}'`);
      return lesson._id;
    },
  };
}

async function deleteCourse(request: APIRequestContext, baseURL: string, productId: string): Promise<void> {
  const deleted = await request.delete(`/api/products/${productId}`, {
    headers: await adminRequest(request, baseURL),
  });
  expect(deleted.status(), 'delete the own course').toBe(200);
}

/**
 * `ownCourse`: a copy of the demo course, as the seed has it, one per test and
 * deleted after it: a test that adds lessons by title, or runs again (--repeat-each), finds only its own.
 * `ownTeacher`: a teacher of the test's own, granted that course (there is no call that deletes a
 * teacher: she stays, with nothing any other test reads). `teacherPage`: the app signed in as her.
 */
export const test = base.extend<{ ownCourse: OwnCourse; ownTeacher: Account; teacherPage: Page }>({
  ownCourse: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const course = await copyDemoCourse(request, baseURL as string);
    await use(course);
    await deleteCourse(request, baseURL as string, course._id);
    await request.dispose();
  },
  ownTeacher: async ({ playwright, baseURL, ownCourse }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const teacher = await newTeacher(request, 'own-course-teacher');
    await grantCourse(request, teacher.email, ownCourse.shopifyProductId);
    await request.dispose();
    await use(teacher);
  },
  teacherPage: async ({ context, baseURL, page, ownTeacher }, use) => {
    await signInByApi(context, baseURL as string, ownTeacher);
    await use(page);
  },
});

export { expect };
