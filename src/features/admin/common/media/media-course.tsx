import { createContext, type ReactNode, useContext } from 'react';

const MediaCourseContext = createContext<string | undefined>(undefined);

/** The course whose media library the media fields inside upload to and choose from. */
export function MediaCourse({ productId, children }: { productId: string | undefined; children: ReactNode }) {
  return <MediaCourseContext.Provider value={productId}>{children}</MediaCourseContext.Provider>;
}

/** The course of the media fields here; undefined for a course not yet saved. */
export const useMediaCourse = () => useContext(MediaCourseContext);
