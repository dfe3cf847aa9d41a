import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type AccessSettings, DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';

/**
 * This tablet's own access settings: what 'Whole class' (or a group, or a learner whose settings
 * were never set) is taught with on it. Kept on the device, like the chosen voice.
 */
interface TabletSettings {
  settings: AccessSettings;
  save: (settings: AccessSettings) => void;
}

export const useTabletSettings = create<TabletSettings>()(
  persist(
    (set) => ({
      settings: DEFAULT_ACCESS_SETTINGS,
      save: (settings) => set({ settings }),
    }),
    {
      name: 'access-settings',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ settings }) => ({ settings }),
      // Settings kept by an older app lack the fields added since: those take their defaults.
      merge: (kept, current) => ({
        ...current,
        settings: { ...DEFAULT_ACCESS_SETTINGS, ...(kept as Partial<TabletSettings> | undefined)?.settings },
      }),
    },
  ),
);
