import type { ReactNode } from 'react';
import type { ActivityKey } from '#domain/activity-keys';

/** The line picture of each activity, shown on its card when the product gives the card no image. */
const PATHS: Record<ActivityKey, ReactNode> = {
  'say-it': (
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 10h.01M12 10h.01M16 10h.01" />
  ),
  'find-it': (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </>
  ),
  'hear-it': (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  'watch-it': (
    <>
      <rect x="2" y="4" width="20" height="14" rx="2" />
      <path d="M10 8l5 3-5 3zM8 21h8" />
    </>
  ),
  'play-it': (
    <>
      <rect x="2" y="7" width="20" height="11" rx="5" />
      <path d="M7 10.5v4M5 12.5h4" />
      <circle cx="16" cy="11" r="1" />
      <circle cx="18" cy="14" r="1" />
    </>
  ),
  'read-it': (
    <>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />
      <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </>
  ),
  'learn-it': (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z" />
    </>
  ),
  'practise-it': (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 11h6M9 15h4" />
    </>
  ),
  'write-it': (
    <>
      <path d="M4 20l1-5L16 4l4 4L9 19z" />
      <path d="M13 7l4 4" />
    </>
  ),
};

export function ActivityIcon({ activity, className }: { activity: ActivityKey; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[activity]}
    </svg>
  );
}
