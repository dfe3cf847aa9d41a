/**
 * A stand-in for the browser's Audio: the games' sounds and clips play through it, and a test
 * decides whether play() works, is refused (autoplay blocked) or the file fails to load.
 */
export class FakeAudio extends EventTarget {
  static instances: FakeAudio[] = [];
  /** What play() does; by default the browser refuses, as it does before the learner touched the page. */
  static play: () => Promise<void> = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
  static pauseFails = false;

  src: string;
  paused = true;
  currentTime = 0;
  loop = false;
  volume = 1;
  muted = false;
  preload = '';

  constructor(src = '') {
    super();
    this.src = src;
    FakeAudio.instances.push(this);
  }

  static reset(): void {
    FakeAudio.instances = [];
    FakeAudio.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    FakeAudio.pauseFails = false;
  }

  static withSource(src: string): FakeAudio {
    const audio = FakeAudio.instances.find((instance) => instance.src === src);
    if (!audio) throw new Error(`No audio for ${src}`);
    return audio;
  }

  play(): Promise<void> {
    return FakeAudio.play().then(() => {
      this.paused = false;
      this.dispatchEvent(new Event('playing'));
    });
  }

  pause(): void {
    if (FakeAudio.pauseFails) throw new DOMException('not now', 'InvalidStateError');
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}
