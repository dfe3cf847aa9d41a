import type { HearIt } from '#domain/sections';
import { VideoGrid } from '#features/activities/shared/video-grid.tsx';

export interface HearItActivityProps {
  section: HearIt;
  /** The video modal's title; the learner page uses the page's own title. */
  modalTitle?: string;
}

/** Hear it: the lesson's songs as a 2x2 grid of video thumbnails; a click plays one in a modal. */
export function HearItActivity({ section, modalTitle = 'hear it' }: HearItActivityProps) {
  return <VideoGrid videos={section.videos} modalTitle={modalTitle} />;
}
