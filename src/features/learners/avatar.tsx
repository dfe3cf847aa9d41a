import type { ReactNode } from 'react';
import type { LearnerAvatar as AvatarKey } from '#domain/learner';

/** The built-in avatars: simple pictures a child can tell apart and name, on a coloured disc. */
const PICTURES: Record<AvatarKey, { label: string; disc: string; picture: ReactNode }> = {
  sun: {
    label: 'Sun',
    disc: '#fde68a',
    picture: (
      <g fill="#f59e0b" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round">
        <circle cx="32" cy="32" r="11" />
        <path d="M32 10v6M32 48v6M10 32h6M48 32h6M16.5 16.5l4.2 4.2M43.3 43.3l4.2 4.2M16.5 47.5l4.2-4.2M43.3 20.7l4.2-4.2" />
      </g>
    ),
  },
  star: {
    label: 'Star',
    disc: '#fef3c7',
    picture: <path fill="#eab308" d="M32 10l6.5 13.5 14.5 2-10.5 10 2.6 14.5L32 43l-13.1 7 2.6-14.5-10.5-10 14.5-2z" />,
  },
  moon: {
    label: 'Moon',
    disc: '#c7d2fe',
    picture: <path fill="#4338ca" d="M40 12a20 20 0 1 0 12 30A16 16 0 0 1 40 12z" />,
  },
  heart: {
    label: 'Heart',
    disc: '#fecdd3',
    picture: <path fill="#e11d48" d="M32 52S12 40 12 25a10 10 0 0 1 20-3 10 10 0 0 1 20 3c0 15-20 27-20 27z" />,
  },
  flower: {
    label: 'Flower',
    disc: '#fbcfe8',
    picture: (
      <g>
        <g fill="#db2777">
          <circle cx="32" cy="19" r="8" />
          <circle cx="45" cy="29" r="8" />
          <circle cx="40" cy="44" r="8" />
          <circle cx="24" cy="44" r="8" />
          <circle cx="19" cy="29" r="8" />
        </g>
        <circle cx="32" cy="32" r="7" fill="#facc15" />
      </g>
    ),
  },
  tree: {
    label: 'Tree',
    disc: '#bbf7d0',
    picture: (
      <g>
        <rect x="28" y="38" width="8" height="16" fill="#92400e" />
        <circle cx="32" cy="26" r="16" fill="#16a34a" />
      </g>
    ),
  },
  fish: {
    label: 'Fish',
    disc: '#bae6fd',
    picture: (
      <g>
        <path fill="#0284c7" d="M10 32c8-12 26-14 36 0-10 14-28 12-36 0z" />
        <path fill="#0284c7" d="M44 32l12-10v20z" />
        <circle cx="20" cy="30" r="2.5" fill="#fff" />
      </g>
    ),
  },
  boat: {
    label: 'Boat',
    disc: '#a5f3fc',
    picture: (
      <g>
        <path fill="#b45309" d="M10 40h44l-8 12H18z" />
        <path fill="#f8fafc" stroke="#0e7490" strokeWidth="2" d="M31 12v26H16z" />
        <path fill="#0e7490" d="M33 16l14 22H33z" />
      </g>
    ),
  },
  car: {
    label: 'Car',
    disc: '#fecaca',
    picture: (
      <g>
        <path fill="#dc2626" d="M10 36l6-12h26l8 12h4v10H10z" />
        <path fill="#e0f2fe" d="M20 26h9v9h-13zM32 26h8l6 9H32z" />
        <circle cx="20" cy="46" r="5" fill="#1f2937" />
        <circle cx="44" cy="46" r="5" fill="#1f2937" />
      </g>
    ),
  },
  house: {
    label: 'House',
    disc: '#fed7aa',
    picture: (
      <g>
        <path fill="#c2410c" d="M32 10l22 18H10z" />
        <rect x="14" y="28" width="36" height="24" fill="#ea580c" />
        <rect x="28" y="38" width="8" height="14" fill="#7c2d12" />
      </g>
    ),
  },
  ball: {
    label: 'Ball',
    disc: '#ddd6fe',
    picture: (
      <g>
        <circle cx="32" cy="32" r="19" fill="#7c3aed" />
        <path fill="none" stroke="#f5f3ff" strokeWidth="4" d="M13 32h38M32 13c-8 10-8 28 0 38M32 13c8 10 8 28 0 38" />
      </g>
    ),
  },
  kite: {
    label: 'Kite',
    disc: '#d9f99d',
    picture: (
      <g>
        <path fill="#65a30d" d="M32 8l14 18-14 22-14-22z" />
        <path fill="none" stroke="#3f6212" strokeWidth="2" d="M32 48c-4 4 4 6 0 10" />
      </g>
    ),
  },
};

/** The name of an avatar, read out by screen readers and shown under the picker's pictures. */
export const avatarLabel = (avatar: AvatarKey) => PICTURES[avatar].label;

/** A learner's picture: decorative beside the learner's name, so it carries no text of its own. */
export function AvatarPicture({ avatar, size = 64 }: { avatar: AvatarKey; size?: number }) {
  const { disc, picture } = PICTURES[avatar];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={disc} />
      {picture}
    </svg>
  );
}
