/**
 * Plays an author's recording of a word (same-origin media, which the service worker serves
 * offline). 'failed' lets the caller say the word with a voice instead; a recording that never
 * starts or never reports its end is given up on after a while rather than waited for forever.
 */
export type RecordingOutcome = 'audio' | 'failed' | 'cancelled';

/** How long a recording may take to start before a voice says the word instead. */
export const RECORDING_START_MS = 5000;
/** The longest a started recording of unknown length is waited for. */
export const RECORDING_MAX_MS = 30_000;
/** Time given past a recording's own length before it counts as over though 'ended' never came. */
const END_SLACK_MS = 1000;

function lengthMs(audio: HTMLAudioElement): number {
  return Number.isFinite(audio.duration) && audio.duration > 0
    ? audio.duration * 1000 + END_SLACK_MS
    : RECORDING_MAX_MS;
}

/**
 * Starts at once, in the caller's task: a tablet's browser plays audio only in answer to the
 * touch that asked for it.
 */
export function playRecording(url: string, signal: AbortSignal): Promise<RecordingOutcome> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve('cancelled');
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(url);
    } catch {
      return resolve('failed');
    }
    let started = false;
    let over = false;
    const finish = (outcome: RecordingOutcome) => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onError);
      signal.removeEventListener('abort', onAbort);
      try {
        audio.pause();
      } catch {
        // It was not playing.
      }
      resolve(outcome);
    };
    const onEnded = () => finish('audio');
    // A recording that breaks off half-way was heard: saying the word again would be a second, different word.
    const onError = () => finish(started ? 'audio' : 'failed');
    const onAbort = () => finish('cancelled');
    let timer = setTimeout(() => finish('failed'), RECORDING_START_MS);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    signal.addEventListener('abort', onAbort);
    try {
      audio.play().then(
        () => {
          if (over) return;
          started = true;
          clearTimeout(timer);
          timer = setTimeout(() => finish('audio'), lengthMs(audio));
        },
        () => finish('failed'),
      );
    } catch {
      finish('failed');
    }
  });
}
