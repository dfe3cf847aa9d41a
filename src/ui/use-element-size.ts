import { useCallback, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

const NO_SIZE: ElementSize = { width: 0, height: 0 };

/**
 * The content size of an element, measured when it mounts and again whenever it resizes
 * (ResizeObserver), in whole pixels. 0 by 0 until the element is on the page.
 */
export function useElementSize<T extends HTMLElement>(): [
  (element: T | null) => (() => void) | undefined,
  ElementSize,
] {
  const [size, setSize] = useState(NO_SIZE);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const update = (width: number, height: number) => {
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    update(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
