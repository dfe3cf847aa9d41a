/**
 * Soft find-it card colours after the modified Fitzgerald key that many AAC systems use, so the
 * cards look like the learner's own device: actions green, describing words blue, position words
 * pink, people yellow, things white.
 */
export const ACTION = '#dcf3d3';
export const DESCRIBING = '#d8e7fb';
export const POSITION = '#f9dcea';
export const PERSON = '#fff3bf';
export const THING = '#ffffff';
