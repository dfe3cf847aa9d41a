import { useEffect, useState } from 'react';
import { SPLASH_LINGER_MS } from '#domain/constants';
import type { AuthStatus } from '#state/auth-store.ts';

/**
 * The splash shows while auth loads and for 200 ms after, so the page never flickers in: it renders
 * beneath the splash meanwhile (features/shell/app-shell.tsx).
 */
export function useSplash(status: AuthStatus): boolean {
  const [lingering, setLingering] = useState(true);
  useEffect(() => {
    if (status === 'loading') {
      setLingering(true);
      return;
    }
    const timer = window.setTimeout(() => setLingering(false), SPLASH_LINGER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return status === 'loading' || lingering;
}
