/**
 * A short tone for each step of switch scanning, made on the spot (no file to fetch or cache).
 * Where the browser has no Web Audio, or holds it suspended until the page is touched, it stays
 * silent rather than fail: the highlight still moves.
 */
export const BEEP_MS = 60;
const BEEP_HZ = 880;
const BEEP_VOLUME = 0.2;

let context: AudioContext | undefined;

export function beep(): void {
  try {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    if (context.state === 'suspended') {
      // Asked now, so that the next step sounds once the learner or teacher has touched the page.
      context.resume().catch(() => undefined);
      return;
    }
    const now = context.currentTime;
    const end = now + BEEP_MS / 1000;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = BEEP_HZ;
    // Fading out instead of stopping dead avoids a click at the end.
    volume.gain.setValueAtTime(BEEP_VOLUME, now);
    volume.gain.exponentialRampToValueAtTime(0.001, end);
    tone.connect(volume).connect(context.destination);
    tone.onended = () => volume.disconnect();
    tone.start(now);
    tone.stop(end);
  } catch {
    // No sound this step.
  }
}
