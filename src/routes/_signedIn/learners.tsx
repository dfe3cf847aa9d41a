import { createFileRoute } from '@tanstack/react-router';
import { LearnersPage } from '#features/learners/learners-page.tsx';

export const Route = createFileRoute('/_signedIn/learners')({
  component: LearnersPage,
});
