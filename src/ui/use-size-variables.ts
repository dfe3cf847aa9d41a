import { useCallback } from 'react';

/**
 * A ref that keeps `--box-width` and `--box-height` on its element equal to the element's content
 * box, in px, for the styles of what it holds: what a CSS size container's 100cqw and 100cqh
 * would give, without the container. A container lays out all it holds again after any style
 * change inside it (40-80 ms for each Reveal on find it's grid at 4× CPU); this only writes two
 * properties when the box's size changes. ResizeObserver calls back after layout and before the
 * frame is painted, so the first frame already has them.
 */
export function useSizeVariables<T extends HTMLElement>(): (element: T | null) => (() => void) | undefined {
  return useCallback((element: T | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentBoxSize[0];
      if (!box) return;
      element.style.setProperty('--box-width', `${box.inlineSize}px`);
      element.style.setProperty('--box-height', `${box.blockSize}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
