import type { PlayIt } from '#domain/play-it';
import { MediaField } from '#features/admin/common/media/media-field.tsx';

/** Stop motion: the film learners play and pause. */
export function StopMotionEditor({
  playIt,
  onChange,
  path,
}: {
  playIt: PlayIt;
  onChange: (playIt: PlayIt) => void;
  path: string;
}) {
  return (
    <MediaField
      label="Video URL"
      kinds={['video']}
      value={playIt.content.videoUrl}
      path={`${path}.content.videoUrl`}
      hint="The stop-motion film learners play and pause with Go and Stop"
      onChange={(videoUrl) => onChange({ ...playIt, content: { ...playIt.content, videoUrl } })}
    />
  );
}
