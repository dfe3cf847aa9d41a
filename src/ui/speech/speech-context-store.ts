import { create } from 'zustand';
import { DEFAULT_ACCESS_SETTINGS } from '#domain/access-settings';
import { DEFAULT_COURSE_LANGUAGE } from '#domain/language';

/**
 * Who is being spoken to now: the course's language and the active learner's speech rate and
 * pitch. The learner pages set it when a course opens and when the learner changes; everything
 * that speaks (useSpeech, tap to hear, scanning) reads it, so none of them needs those props.
 */
export interface SpeechContext {
  lang: string;
  rate: number;
  pitch: number;
}

export const DEFAULT_SPEECH_CONTEXT: SpeechContext = {
  lang: DEFAULT_COURSE_LANGUAGE,
  rate: DEFAULT_ACCESS_SETTINGS.speechRate,
  pitch: DEFAULT_ACCESS_SETTINGS.speechPitch,
};

export const useSpeechContext = create<SpeechContext>()(() => DEFAULT_SPEECH_CONTEXT);

/** Changes what is given; e.g. `setSpeechContext({ lang: product.language })` or the learner's rate and pitch. */
export function setSpeechContext(change: Partial<SpeechContext>): void {
  useSpeechContext.setState(change);
}
