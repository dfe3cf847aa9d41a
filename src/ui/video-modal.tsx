import { Modal } from './modal.tsx';
import { VideoPlayer } from './video-player.tsx';

/** A modal that plays one video; closing it stops the video. */
export function VideoModal({ url, title, onClose }: { url: string | undefined; title: string; onClose: () => void }) {
  return (
    <Modal open={Boolean(url)} title={title} onClose={onClose} closeLabel="Close video">
      {url && <VideoPlayer url={url} title={title} />}
    </Modal>
  );
}
