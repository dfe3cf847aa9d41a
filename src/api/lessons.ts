import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lesson, LessonCreate, LessonUpdate } from '#domain/lesson';
import { keptMedia } from '#offline/keep-visited-media.ts';
import { client } from './client.ts';
import { call, conflictOf } from './http.ts';
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

/** What a lesson save sends: an update of a stored lesson (based on its version), or a new lesson. */
export type LessonSave =
  | { id: string; lesson: LessonUpdate & { version: number } }
  | { id?: undefined; lesson: z.input<typeof LessonCreate> };

/**
 * The query cache of a lesson's writes: the lesson as the server holds it now, and both lists of
 * its course (the admin's and the learner's) loaded again.
 */
export function useLessonCache() {
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
  return { stored, refreshLists };
}

/** Saves a lesson (creates it, or updates it over the version it was based on) and brings the cache up to date. */
export function useSaveLesson() {
  const cache = useLessonCache();
  return useMutation({
    mutationFn: (save: LessonSave) =>
      save.id === undefined ? createLesson(save.lesson) : updateLesson(save.id, save.lesson),
    onSuccess: (lesson) => cache.stored(lesson),
  });
}

/** Deletes a lesson; its course's lists are loaded again. */
export function useDeleteLesson() {
  const cache = useLessonCache();
  return useMutation({
    mutationFn: (lesson: Lesson) => deleteLesson(lesson._id),
    onSuccess: (_answer, lesson) => cache.refreshLists(lesson.productId),
  });
}

/**
 * Sets a course's lessons in a new order, shown at once; `basedOn` is the order the author saw (a
 * changed one answers 409, and the list then shows theirs). The server's order replaces the one
 * shown; when the move fails otherwise, the lessons are loaded again.
 */
export function useUpdateLessonOrder(productId: string) {
  const queryClient = useQueryClient();
  const key = lessonKeys.admin(productId);
  return useMutation({
    mutationFn: ({ basedOn, next }: { basedOn: readonly Lesson[]; next: readonly Lesson[] }) =>
      updateLessonOrder(
        basedOn.map((lesson) => lesson._id),
        next.map(({ _id, order }) => ({ _id, order })),
      ),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
    },
    onSuccess: async ({ lessons }) => {
      queryClient.setQueryData(key, lessons);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.ofProduct(productId) });
    },
    onError: async (error) => {
      const refused = conflictOf<{ lessons: Lesson[] }>(error);
      if (refused) queryClient.setQueryData(key, refused.current.lessons);
      else await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
