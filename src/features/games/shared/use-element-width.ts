import { useCallback, useState } from 'react';

/**
 * The content width of an element, measured when it mounts and again whenever it resizes
 * (ResizeObserver). 0 until the element is on the page.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => (() => void) | undefined, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
