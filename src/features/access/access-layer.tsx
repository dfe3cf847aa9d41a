import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { AccessSettings } from '#domain/access-settings';
import { scanConfigOf } from '#domain/scan-config';
import { lazyWhenOnline } from '#ui/lazy-when-online.ts';
import { setSpeechContext } from '#ui/speech/speech-context-store.ts';
import { useSpeech } from '#ui/speech/use-speech.ts';
import { useTapToHear } from '#ui/speech/use-tap-to-hear.ts';
import { isScanListening, setSwitchAccess } from '#ui/switch-access.ts';

import { findScanRoot } from './scanning/scan-root.ts';

// Scanning's code loads only on a tablet where it is switched on.
const SwitchScanning = lazyWhenOnline(
  () => import('./scanning/switch-scanning.tsx'),
  (module) => module.SwitchScanning,
);

/** What marks the learner's pages and dialogs (scanning's roots): tap to hear works inside them. */
const LEARNER_PAGES = '[data-scan-root]';

/** Larger symbols and calmer motion, for the whole page while the learner's settings ask for them. */
function useDocumentFlags({ largerSymbols, reducedMotion }: Pick<AccessSettings, 'largerSymbols' | 'reducedMotion'>) {
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute('data-larger-symbols', largerSymbols);
    root.toggleAttribute('data-reduced-motion', reducedMotion);
    return () => {
      root.removeAttribute('data-larger-symbols');
      root.removeAttribute('data-reduced-motion');
    };
  }, [largerSymbols, reducedMotion]);
}

/**
 * Until scanning's code has loaded and started (a first visit, a slow network), a switch pressed
 * on a learner's page or dialog does nothing, rather than act as the page's key or tap: a Space
 * would click what has the focus, such as the Close button of a dialog just opened.
 */
function useSwitchesWaitForScan(settings: AccessSettings, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const keys = [...settings.moveKeys, ...settings.selectKeys];
    const waiting = () => !isScanListening() && findScanRoot() !== null;
    const holdKey = (event: KeyboardEvent) => {
      if (!keys.includes(event.code) || !waiting()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const holdTap = (event: Event) => {
      if (!event.isTrusted || !waiting()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const taps = settings.screenSwitch ? ['pointerdown', 'mousedown', 'touchstart', 'click'] : [];
    const options = { capture: true, passive: false } as const;
    for (const type of ['keydown', 'keyup']) window.addEventListener(type, holdKey as EventListener, options);
    for (const type of taps) window.addEventListener(type, holdTap, options);
    return () => {
      for (const type of ['keydown', 'keyup']) window.removeEventListener(type, holdKey as EventListener, options);
      for (const type of taps) window.removeEventListener(type, holdTap, options);
    };
  }, [on, settings]);
}

/** The settings chosen now, the same object while they are the same by value. */
function useSettingsByValue(settings: AccessSettings): AccessSettings {
  const kept = useRef(settings);
  if (JSON.stringify(kept.current) !== JSON.stringify(settings)) kept.current = settings;
  return kept.current;
}

export interface AccessLayerProps {
  /** The settings the learner path runs with now (activeSettings). */
  settings: AccessSettings;
  /** The course's language, which its words are spoken in. */
  language: string;
}

/**
 * The learner's access settings at work on a course's pages: switch scanning over whatever
 * learner's page or dialog is shown (with a beep or the choice's name on each step), speech in the
 * course's language at the learner's rate and pitch, tap to hear, larger symbols and reduced
 * motion.
 */
export function AccessLayer({ settings: active, language }: AccessLayerProps) {
  const settings = useSettingsByValue(active);
  const config = useMemo(() => scanConfigOf(settings), [settings]);
  const { speak } = useSpeech();
  const body = useRef<HTMLElement | null>(document.body);
  useDocumentFlags(settings);
  useSwitchesWaitForScan(settings, config !== null);
  useTapToHear(body, settings.tapToHear, LEARNER_PAGES);

  useEffect(() => {
    setSwitchAccess(config !== null);
    return () => setSwitchAccess(false);
  }, [config]);

  useEffect(() => {
    setSpeechContext({ lang: language, rate: settings.speechRate, pitch: settings.speechPitch });
  }, [language, settings.speechRate, settings.speechPitch]);

  if (!config) return null;
  return (
    <Suspense fallback={null}>
      <SwitchScanning config={config} settings={settings} speak={speak} />
    </Suspense>
  );
}
