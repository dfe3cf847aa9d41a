import type { ReactNode } from 'react';
import type { ActivityKey, SectionKey } from '#domain/activity-keys';
import type { LevelListKey } from '#domain/built-in-games';
import type { FindItCard } from '#domain/findit';
import type { Sections } from '#domain/lesson';
import { FindItActivity } from '#features/activities/find-it/find-it-activity.tsx';
import { HearItActivity } from '#features/activities/hear-it/hear-it-activity.tsx';
import { PractiseItActivity } from '#features/activities/practise-it/practise-it-activity.tsx';
import { ReadItActivity } from '#features/activities/read-it/read-it-activity.tsx';
import { SayItActivity } from '#features/activities/say-it/say-it-activity.tsx';
import { WatchItActivity } from '#features/activities/watch-it/watch-it-activity.tsx';
import { WriteItActivity } from '#features/activities/write-it/write-it-activity.tsx';
import { PlayItEditor } from '#features/admin/play-it/play-it-editor.tsx';
import { FindItEditor } from '#features/admin/sections/find-it-editor.tsx';
import { LearnItEditor } from '#features/admin/sections/learn-it-editor.tsx';
import { PractiseItEditor } from '#features/admin/sections/practise-it-editor.tsx';
import { ReadItEditor } from '#features/admin/sections/read-it-editor.tsx';
import { SayItEditor } from '#features/admin/sections/say-it-editor.tsx';
import { VideosEditor } from '#features/admin/sections/videos-editor.tsx';
import { WriteItEditor } from '#features/admin/sections/write-it-editor.tsx';
import { LearnItPreview } from './learn-it-preview.tsx';
import type { PendingLevel, PendingLevels } from './pending-levels.ts';
import { PlayItPreview } from './play-it-preview.tsx';

/** The nine sections in the editor's order, with their titles and the learner page they feed. */
export const CONTENT_SECTIONS: readonly { key: SectionKey; title: string; activity: ActivityKey }[] = [
  { key: 'sayIt', title: 'Say It', activity: 'say-it' },
  { key: 'findIt', title: 'Find It', activity: 'find-it' },
  { key: 'hearIt', title: 'Hear It', activity: 'hear-it' },
  { key: 'watchIt', title: 'Watch It', activity: 'watch-it' },
  { key: 'playIt', title: 'Play It', activity: 'play-it' },
  { key: 'readIt', title: 'Read It', activity: 'read-it' },
  { key: 'learnIt', title: 'Learn It', activity: 'learn-it' },
  { key: 'practiseIt', title: 'Practise It', activity: 'practise-it' },
  { key: 'writeIt', title: 'Write It', activity: 'write-it' },
];

export interface SectionContext {
  draft: Sections;
  update: (patch: Partial<Sections>) => void;
  cards: readonly FindItCard[];
  /** The lesson's own link, where an 'other-game' lesson plays when its game has none. */
  lessonLink: string;
  /** The Play It level forms not added or applied yet, kept with the draft. */
  pendingLevels: PendingLevels;
  setPendingLevel: (key: LevelListKey, form: PendingLevel | null) => void;
}

/** A section's editor and its preview: the learner's own component fed with the draft. */
export function sectionParts(
  key: SectionKey,
  { draft, update, cards, lessonLink, pendingLevels, setPendingLevel }: SectionContext,
): {
  editor: ReactNode;
  preview: ReactNode;
} {
  switch (key) {
    case 'sayIt':
      return {
        editor: <SayItEditor value={draft.sayIt} path="sayIt" onChange={(sayIt) => update({ sayIt })} />,
        preview: <SayItActivity section={draft.sayIt} />,
      };
    case 'findIt':
      return {
        editor: (
          <FindItEditor value={draft.findIt} path="findIt" cards={cards} onChange={(findIt) => update({ findIt })} />
        ),
        preview: <FindItActivity section={draft.findIt} cards={cards} />,
      };
    case 'hearIt':
      return {
        editor: (
          <VideosEditor
            videos={draft.hearIt.videos}
            path="hearIt.videos"
            onChange={(videos) => update({ hearIt: { videos } })}
          />
        ),
        preview: <HearItActivity section={draft.hearIt} modalTitle="hear it" />,
      };
    case 'watchIt':
      return {
        editor: (
          <VideosEditor
            videos={draft.watchIt.videos}
            path="watchIt.videos"
            onChange={(videos) => update({ watchIt: { videos } })}
          />
        ),
        preview: <WatchItActivity section={draft.watchIt} modalTitle="hear it" />,
      };
    case 'playIt':
      return {
        editor: (
          <PlayItEditor
            value={draft.playIt}
            path="playIt"
            onChange={(playIt) => update({ playIt })}
            pending={pendingLevels}
            onPending={setPendingLevel}
          />
        ),
        preview: <PlayItPreview playIt={draft.playIt} lessonLink={lessonLink} />,
      };
    case 'readIt':
      return {
        editor: <ReadItEditor value={draft.readIt} path="readIt" onChange={(readIt) => update({ readIt })} />,
        preview: <ReadItActivity section={draft.readIt} />,
      };
    case 'learnIt':
      return {
        editor: <LearnItEditor value={draft.learnIt} path="learnIt" onChange={(learnIt) => update({ learnIt })} />,
        preview: <LearnItPreview section={draft.learnIt} />,
      };
    case 'practiseIt':
      return {
        editor: (
          <PractiseItEditor
            value={draft.practiseIt}
            path="practiseIt"
            onChange={(practiseIt) => update({ practiseIt })}
          />
        ),
        preview: <PractiseItActivity section={draft.practiseIt} />,
      };
    case 'writeIt':
      return {
        editor: <WriteItEditor value={draft.writeIt} path="writeIt" onChange={(writeIt) => update({ writeIt })} />,
        preview: <WriteItActivity section={draft.writeIt} />,
      };
  }
}
