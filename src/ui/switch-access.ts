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

/**
 * How many switch scannings listen to the switches now (their code loaded and started): the
 * learner's pages have one, the settings page's preview may have another.
 */
let scansListening = 0;

export function setScanListening(on: boolean): void {
  scansListening += on ? 1 : -1;
}

export function isScanListening(): boolean {
  return scansListening > 0;
}
