import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeakButton } from '#ui/speech/speak-button.tsx';
import { setSpeechContext } from '#ui/speech/speech-context-store.ts';
import { installSpeech, resetSpeechTest, setOnline, voice } from './fake-speech.ts';

const daniel = voice('Daniel', 'en-GB');
const amelie = voice('Amélie', 'fr-FR');

describe('a speak button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setOnline(true);
    setSpeechContext({ lang: 'en-GB', rate: 1, pitch: 1 });
  });

  afterEach(resetSpeechTest);

  it("says its words in the course's language and the learner's rate and pitch as they are when pressed, without rendering again when they change", async () => {
    const synth = installSpeech([daniel, amelie]);
    const commits = vi.fn();
    render(
      <Profiler id="speak" onRender={commits}>
        <SpeakButton text="teddy" />
      </Profiler>,
    );
    const rendered = commits.mock.calls.length;

    // A course in French opens for a learner who hears words slower and lower.
    act(() => setSpeechContext({ lang: 'fr', rate: 0.7, pitch: 0.8 }));
    expect(commits).toHaveBeenCalledTimes(rendered);

    fireEvent.click(screen.getByRole('button', { name: 'Hear it' }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(synth.last.text).toBe('teddy');
    expect(synth.last.voice).toBe(amelie);
    expect(synth.last.rate).toBe(0.7);
    expect(synth.last.pitch).toBe(0.8);
  });
});
