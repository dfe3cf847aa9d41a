import { type RefObject, useRef, useState } from 'react';
import { withHttps } from '#domain/links';
import { isYoutubeLink, toEmbedUrl } from '#domain/video';
import { Button } from './button.tsx';
import { useSwitchAccess } from './switch-access.ts';
import { useOnline } from './use-online.ts';
import styles from './video-player.module.css';

/**
 * A link the browser's own player cannot play (a Vimeo page, a site's video page): instead of a
 * dead black player, the link to open it in a new tab.
 */
function OpenVideoLink({ url }: { url: string }) {
  return (
    <div className={`${styles.frame} ${styles.offline}`} role="note">
      <strong>This video cannot play here</strong>
      <a className={styles.open} href={withHttps(url)} target="_blank" rel="noopener noreferrer">
        Open the video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/**
 * A video: YouTube links play embedded (they need internet: offline a clear tile says so
 * instead of a broken frame); any other link plays in the browser's own player when it can,
 * otherwise it is offered as a link to open in a new tab.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const online = useOnline();
  const switchAccess = useSwitchAccess();
  const [unplayable, setUnplayable] = useState<string | undefined>();
  const frame = useRef<HTMLIFrameElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  if (isYoutubeLink(url)) {
    if (!online) {
      return (
        <div className={`${styles.frame} ${styles.offline}`} role="note">
          <span aria-hidden="true">📶</span>
          <strong>This video needs internet</strong>
          <span>YouTube videos cannot play offline. Connect to the internet to watch it.</span>
        </div>
      );
    }
    // The player's own buttons are inside YouTube's frame, which switch scanning cannot reach:
    // with scanning on, the frame takes commands from buttons of ours (its JS API).
    const src = switchAccess ? `${toEmbedUrl(url)}?enablejsapi=1` : toEmbedUrl(url);
    return (
      <>
        <iframe
          ref={frame}
          className={styles.frame}
          src={src}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
        {switchAccess && <YoutubeControls frame={frame} />}
      </>
    );
  }
  if (unplayable === url) return <OpenVideoLink url={url} />;
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: author videos come without caption files */}
      <video
        ref={video}
        className={styles.frame}
        src={url}
        controls
        playsInline
        title={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onError={(event) => {
          // Only a link the player cannot use; a network error while offline stays the player's own.
          const code = event.currentTarget.error?.code;
          if (code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED || code === MediaError.MEDIA_ERR_DECODE) {
            setUnplayable(url);
          }
        }}
      />
      {switchAccess && <NativeControls video={video} playing={playing} muted={muted} />}
    </>
  );
}

/** Play and pause for a YouTube frame, by its postMessage commands. */
function YoutubeControls({ frame }: { frame: RefObject<HTMLIFrameElement | null> }) {
  const command = (func: 'playVideo' | 'pauseVideo') =>
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args: [] }), '*');
  return (
    <div className={styles.controls} data-scan-group>
      <Button onClick={() => command('playVideo')}>Play</Button>
      <Button variant="secondary" onClick={() => command('pauseVideo')}>
        Pause
      </Button>
    </div>
  );
}

/** What the browser's own video controls do, as buttons switch scanning reaches. */
function NativeControls({
  video,
  playing,
  muted,
}: {
  video: RefObject<HTMLVideoElement | null>;
  playing: boolean;
  muted: boolean;
}) {
  const act = (change: (player: HTMLVideoElement) => unknown) => {
    const player = video.current;
    if (!player) return;
    // A play() the browser refuses (no sound allowed yet) leaves the button as it was.
    Promise.resolve(change(player)).catch(() => undefined);
  };
  return (
    <div className={styles.controls} data-scan-group>
      <Button onClick={() => act((player) => (player.paused ? player.play() : player.pause()))}>
        {playing ? 'Pause' : 'Play'}
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          act((player) => {
            player.currentTime = 0;
            return player.play();
          })
        }
      >
        Start again
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          act((player) => {
            player.muted = !player.muted;
          })
        }
      >
        {muted ? 'Sound on' : 'Sound off'}
      </Button>
    </div>
  );
}
