import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, test as base, expect, signInByApi, teacherHeaders } from './fixtures.ts';
import { grantCourse, newTeacher } from './new-teacher.ts';
import { ADMIN, ADMIN_SERVER_URL, E2E_ADMIN_PORT, serverLogOf } from './settings.ts';

/** The demo course a test's own course is copied from: every section and game, with its Find It cards. */
const DEMO_COURSE = 'demo-core-words';

/** A copy of the demo course of a test's own, sold under a shop id no other course has. */
export interface OwnCourse {
  _id: string;
  title: string;
  shopifyProductId: string;
  /**
   * How many lessons the copy has: the demo course's, and any lesson another admin spec added to
   * the demo course on the same server before the copy was made.
   */
  lessonCount: number;
  /** The id of the copy's lesson with this title ("Week 1: go", ...). */
  lessonId(title: string): string;
}

async function adminRequest(request: APIRequestContext) {
  return teacherHeaders(request, ADMIN_SERVER_URL, ADMIN);
}

/**
 * Copies the demo course through the admin API (Duplicate, as on the admin page) and gives the
 * copy a shop id of its own, so that a teacher can be granted it. On the admin server: the demo
 * customer of the learner specs never sees it.
 */
async function copyDemoCourse(request: APIRequestContext): Promise<OwnCourse> {
  const headers = await adminRequest(request);
  const copied = await request.post(`/api/products/${DEMO_COURSE}/duplicate`, { headers });
  expect(copied.status(), 'duplicate the demo course').toBe(201);
  const copy = (await copied.json()) as { _id: string; title: string };
  const shopifyProductId = `e2e-${copy._id}`;
  const sold = await request.put(`/api/products/${copy._id}`, { headers, data: { ...copy, shopifyProductId } });
  expect(sold.status(), 'give the copy a shop id').toBe(200);
  const listed = await request.get(`/api/lessons/admin?productId=${copy._id}`, { headers });
  expect(listed.status(), 'list the copied lessons').toBe(200);
  const lessons = (await listed.json()) as { _id: string; title: string }[];
  return {
    _id: copy._id,
    title: copy.title,
    shopifyProductId,
    lessonCount: lessons.length,
    lessonId(title) {
      const lesson = lessons.find((candidate) => candidate.title === title);
      if (!lesson) throw new Error(`the copied course has no lesson '${title}'`);
      return lesson._id;
    },
  };
}

async function deleteCourse(request: APIRequestContext, productId: string): Promise<void> {
  const deleted = await request.delete(`/api/products/${productId}`, { headers: await adminRequest(request) });
  expect(deleted.status(), 'delete the own course').toBe(200);
}

/**
 * `ownCourse`: a copy of the demo course on the admin server, one per test and deleted after it:
 * a test that adds lessons by title, or runs again (--repeat-each), finds only its own.
 * `ownTeacher`: a teacher of the test's own, granted that course (there is no call that deletes a
 * teacher: she stays, with nothing any other test reads). `teacherPage`: the app signed in as her.
 * A spec that uses them runs on the admin server (`test.use({ baseURL: ADMIN_SERVER_URL })`).
 */
export const test = base.extend<{ ownCourse: OwnCourse; ownTeacher: Account; teacherPage: Page }>({
  ownCourse: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: ADMIN_SERVER_URL });
    const course = await copyDemoCourse(request);
    await use(course);
    await deleteCourse(request, course._id);
    await request.dispose();
  },
  ownTeacher: async ({ playwright, ownCourse }, use) => {
    const request = await playwright.request.newContext({ baseURL: ADMIN_SERVER_URL });
    const teacher = await newTeacher(request, 'own-course-teacher', serverLogOf(E2E_ADMIN_PORT));
    await grantCourse(request, teacher.email, ownCourse.shopifyProductId);
    await request.dispose();
    await use(teacher);
  },
  teacherPage: async ({ context, page, ownTeacher }, use) => {
    await signInByApi(context, ADMIN_SERVER_URL, ownTeacher);
    await use(page);
  },
});

export { expect };
