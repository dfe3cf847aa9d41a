import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { AccessSettings } from '#domain/access-settings';
import { scanConfigOf } from '#domain/scanning';
import { activeSettings, type ChosenLearner } from './active-settings.ts';
import { useTabletSettings } from './tablet-settings-store.ts';

// Scanning's code loads only on a tablet where it is switched on.
const SwitchScanning = lazy(() =>
  import('./scanning/switch-scanning.tsx').then((module) => ({ default: module.SwitchScanning })),
);

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
 * The learner's access settings at work on a course's pages: switch scanning over whatever learner's
 * page or dialog is shown, larger symbols and reduced motion. Settings are compared by value, so a
 * refresh of the learner list that changes nothing does not start the scan over.
 */
export function AccessLayer({ chosen }: { chosen: readonly ChosenLearner[] }) {
  const tablet = useTabletSettings((state) => state.settings);
  const active = activeSettings(chosen, tablet).settings;
  const key = JSON.stringify(active);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings are the same while their JSON is
  const settings = useMemo(() => active, [key]);
  const config = useMemo(() => scanConfigOf(settings), [settings]);
  useDocumentFlags(settings);
  if (!config) return null;
  return (
    <Suspense fallback={null}>
      <SwitchScanning config={config} settings={settings} />
    </Suspense>
  );
}
