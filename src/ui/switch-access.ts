import { create } from 'zustand';

/**
 * Whether switch scanning runs on the learner's pages now. What a pointer does by dragging, by
 * touching a spot or with a picker (the games' play areas, drawing, a video's own controls) is then
 * also offered as choices the scan can reach.
 */
const useSwitchAccessStore = create<{ on: boolean }>()(() => ({ on: false }));

export function useSwitchAccess(): boolean {
  return useSwitchAccessStore((store) => store.on);
}

export function setSwitchAccess(on: boolean): void {
  useSwitchAccessStore.setState({ on });
}

/** Whether switch scanning listens to the switches now: its code has loaded and it has started. */
let scanListening = false;

export function setScanListening(on: boolean): void {
  scanListening = on;
}

export function isScanListening(): boolean {
  return scanListening;
}
