import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lesson, LessonCreate, LessonUpdate } from '#domain/lesson';
import { keptMedia } from '#offline/keep-visited-media.ts';
import { client } from './client.ts';
import { call } from './http.ts';
import { readQuery } from './read-through.ts';

export const lessonKeys = {
  ofProduct: (productId: string) => ['lessons', productId] as const,
  one: (id: string) => ['lesson', id] as const,
  allAdmin: ['admin', 'lessons'] as const,
  admin: (productId: string) => ['admin', 'lessons', productId] as const,
};

export const lessonsQuery = (productId: string) =>
  queryOptions({
    queryKey: lessonKeys.ofProduct(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => call((o) => client.lessons.$get({ query: { productId } }, o), { signal })),
  });

export const lessonQuery = (id: string) =>
  queryOptions({
    queryKey: lessonKeys.one(id),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () =>
        call((o) => client.lessons[':id'].$get({ param: { id } }, o), { signal }).then(keptMedia),
      ),
  });

export const adminLessonsQuery = (productId: string) =>
  queryOptions({
    queryKey: lessonKeys.admin(productId),
    queryFn: ({ signal }) => call((o) => client.lessons.admin.$get({ query: { productId } }, o), { signal }),
  });

export const createLesson = (lesson: z.input<typeof LessonCreate>) =>
  call((o) => client.lessons.$post({ json: lesson }, o));

/** Saves the lesson; a save based on an older version than the stored one answers 409 (see conflictOf). */
export const updateLesson = (id: string, lesson: LessonUpdate & { version: number }) =>
  call((o) => client.lessons[':id'].$put({ param: { id }, json: lesson }, o));

export const deleteLesson = (id: string) => call((o) => client.lessons[':id'].$delete({ param: { id } }, o));

/** Sets the lessons' order; `basedOn` is the order the author saw (a changed one answers 409). */
export const updateLessonOrder = (basedOn: string[], lessons: { _id: string; order: number }[]) =>
  call((o) => client.lessons.order.update.$put({ json: { basedOn, lessons } }, o));

/**
 * The writes of a lesson, each bringing the query cache up to date with what it changed: the
 * lesson itself and both lists of its course (the admin's and the learner's).
 */
export function useLessonWrites() {
  const queryClient = useQueryClient();
  const refreshLists = async (productId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lessonKeys.admin(productId) }),
      queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) }),
    ]);
  };
  /** The lesson as the server holds it now: after a save, or another author's that won. */
  const stored = async (lesson: Lesson) => {
    queryClient.setQueryData(lessonKeys.one(lesson._id), lesson);
    await refreshLists(lesson.productId);
    return lesson;
  };
  return {
    create: async (lesson: z.input<typeof LessonCreate>) => stored(await createLesson(lesson)),
    update: async (id: string, lesson: LessonUpdate & { version: number }) => stored(await updateLesson(id, lesson)),
    remove: async (lesson: Lesson) => {
      await deleteLesson(lesson._id);
      await refreshLists(lesson.productId);
    },
    stored,
  };
}
