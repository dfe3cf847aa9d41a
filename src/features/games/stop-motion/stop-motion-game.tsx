import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import {
  initialStopMotionState,
  type StopMotionStatus,
  stopMotionReducer,
  toggleLabel,
} from '#domain/games/stop-motion';
import { isYoutubeLink, youtubeId } from '#domain/video';
import { EmptyGame } from '#features/games/shared/empty-game.tsx';
import layout from '#features/games/shared/game-layout.module.css';
import { PauseIcon, PlayIcon } from '#features/games/shared/icons.tsx';
import { useOnline } from '#ui/use-online.ts';
import styles from './stop-motion-game.module.css';

const VIDEO_TITLE = 'Stop motion video';

/** Plays or pauses a <video>; a refused play() (e.g. no sound allowed yet) puts the button back to Go. */
function useNativeVideo(status: StopMotionStatus, onRefused: () => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const onRefusedRef = useRef(onRefused);
  onRefusedRef.current = onRefused;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (status === 'paused') {
      video.pause();
      return;
    }
    try {
      video.play().catch(() => {
        if (statusRef.current === 'playing' && video.paused) onRefusedRef.current();
      });
    } catch {
      onRefusedRef.current();
    }
  }, [status]);

  return videoRef;
}

/** A YouTube clip in the privacy-friendly player, driven through its postMessage commands. */
function YoutubeLoop({ id, status }: { id: string; status: StopMotionStatus }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const command = status === 'playing' ? 'playVideo' : 'pauseVideo';
    frameRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func: command, args: [] }), '*');
  }, [status]);
  const src = `https://www.youtube-nocookie.com/embed/${id}?enablejsapi=1&loop=1&playlist=${id}&controls=0&rel=0&playsinline=1`;
  return (
    <iframe ref={frameRef} className={styles.video} src={src} title={VIDEO_TITLE} allow="autoplay; encrypted-media" />
  );
}

export function StopMotionGame({ videoUrl }: { videoUrl: string }) {
  const [state, dispatch] = useReducer(stopMotionReducer, videoUrl, initialStopMotionState);
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  const toggle = () => dispatch({ type: 'toggle' });
  const videoRef = useNativeVideo(state.status, toggle);

  if (!videoUrl) {
    return (
      <EmptyGame title="No video yet" instruction="Add a stop-motion video link to this lesson in the admin area." />
    );
  }

  const id = isYoutubeLink(videoUrl) ? youtubeId(videoUrl) : null;
  const playing = state.status === 'playing';
  let player: ReactNode;
  if (id && !online) {
    player = (
      <div className={styles.message} role="note">
        <strong>This video needs internet</strong>
        <span>Connect to the internet to play it.</span>
      </div>
    );
  } else if (id) {
    player = <YoutubeLoop id={id} status={state.status} />;
  } else if (failed) {
    player = (
      <div className={styles.message} role="alert">
        <strong>This video could not be loaded.</strong>
        <span>Check the internet connection, or download the course to use it offline.</span>
      </div>
    );
  } else {
    player = (
      // biome-ignore lint/a11y/useMediaCaption: stop-motion clips have no speech to caption
      <video
        ref={videoRef}
        className={styles.video}
        src={videoUrl}
        title={VIDEO_TITLE}
        loop
        playsInline
        preload="auto"
        onError={() => setFailed(true)}
        onClick={toggle}
      />
    );
  }

  return (
    <section className={`${layout.game} ${styles.game}`} aria-label="Stop motion">
      <div className={styles.stage} data-testid="play-area">
        {player}
      </div>
      <button
        type="button"
        className={`${styles.toggle} ${playing ? styles.stop : styles.go}`}
        onClick={toggle}
        disabled={failed || (!!id && !online)}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {toggleLabel(state)}
      </button>
    </section>
  );
}
