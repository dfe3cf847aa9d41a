import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lesson, LessonCreate, LessonUpdate } from '#domain/lesson';
import { keptMedia } from '../offline/keep-visited-media.ts';
import { api } from './http.ts';
import { readQuery } from './read-through.ts';

export const lessonKeys = {
  ofProduct: (productId: string) => ['lessons', productId] as const,
  one: (id: string) => ['lesson', id] as const,
  admin: (productId: string) => ['admin', 'lessons', productId] as const,
};

export const lessonsQuery = (productId: string) =>
  queryOptions({
    queryKey: lessonKeys.ofProduct(productId),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => api<Lesson[]>(`/lessons?productId=${encodeURIComponent(productId)}`, { signal })),
  });

export const lessonQuery = (id: string) =>
  queryOptions({
    queryKey: lessonKeys.one(id),
    queryFn: ({ signal, ...context }) =>
      readQuery(context, () => api<Lesson>(`/lessons/${encodeURIComponent(id)}`, { signal }).then(keptMedia)),
  });

export const adminLessonsQuery = (productId: string) =>
  queryOptions({
    queryKey: lessonKeys.admin(productId),
    queryFn: ({ signal }) => api<Lesson[]>(`/lessons/admin?productId=${encodeURIComponent(productId)}`, { signal }),
  });

export const createLesson = (lesson: z.input<typeof LessonCreate>) =>
  api<Lesson>('/lessons', { method: 'POST', body: lesson });

/** Saves the lesson; a save based on an older version than the stored one answers 409 (see conflictOf). */
export const updateLesson = (id: string, lesson: LessonUpdate & { version: number }) =>
  api<Lesson>(`/lessons/${encodeURIComponent(id)}`, { method: 'PUT', body: lesson });

export const deleteLesson = (id: string) =>
  api<{ message: string }>(`/lessons/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Sets the lessons' order; `basedOn` is the order the author saw (a changed one answers 409). */
export const updateLessonOrder = (basedOn: string[], lessons: { _id: string; order: number }[]) =>
  api<{ lessons: Lesson[] }>('/lessons/order/update', { method: 'PUT', body: { basedOn, lessons } });
