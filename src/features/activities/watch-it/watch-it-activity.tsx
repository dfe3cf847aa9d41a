import type { WatchIt } from '#domain/sections';
import { VideoGrid } from '#features/activities/shared/video-grid.tsx';

export interface WatchItActivityProps {
  section: WatchIt;
  /** The video modal's title; the learner page uses the page's own title. */
  modalTitle?: string;
}

/** Watch it: the lesson's clips as a 2x2 grid of video thumbnails; a click plays one in a modal. */
export function WatchItActivity({ section, modalTitle = 'watch it' }: WatchItActivityProps) {
  return <VideoGrid videos={section.videos} modalTitle={modalTitle} />;
}
