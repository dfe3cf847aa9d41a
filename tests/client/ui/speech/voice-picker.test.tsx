import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoicePicker } from '#ui/speech/voice-picker.tsx';
import { chosenVoice } from '#ui/speech/voices.ts';
import { installSpeech, removeSpeech, resetSpeechTest, setOnline, voice } from './fake-speech.ts';

const daniel = voice('Daniel', 'en-GB');
const samantha = voice('Samantha', 'en-US', { isDefault: true });
const googleUk = voice('Google UK English', 'en-GB', { local: false });
const amelie = voice('Amélie', 'fr-FR');

const select = () => screen.getByRole('combobox', { name: 'Voice for English (UK)' }) as HTMLSelectElement;
const options = () => Array.from(select().options, (option) => option.textContent);
const tryIt = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Try the voice' }));
  await act(() => vi.advanceTimersByTimeAsync(10_000));
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setOnline(true);
});

afterEach(resetSpeechTest);

describe('the voice picker', () => {
  it("lists the tablet's voices of the language, says which need internet, and shows the one that speaks", () => {
    installSpeech([googleUk, amelie, samantha, daniel]);
    render(<VoicePicker lang="en-GB" />);
    expect(options()).toEqual([
      'Daniel (en-GB), on this tablet',
      'Samantha (en-US), on this tablet',
      'Google UK English (en-GB), needs internet',
    ]);
    expect(select().value).toBe(daniel.voiceURI);
  });

  it("keeps the choice on the tablet and tries it with a sample at the learner's rate and pitch", async () => {
    const synth = installSpeech([daniel, samantha]);
    render(<VoicePicker lang="en-GB" rate={0.6} pitch={1.2} />);
    fireEvent.change(select(), { target: { value: samantha.voiceURI } });
    expect(chosenVoice('en-GB')).toBe(samantha.voiceURI);
    expect(select().value).toBe(samantha.voiceURI);

    await tryIt();
    expect(synth.last.voice).toBe(samantha);
    expect(synth.last.text).toBe('Hello! This is how I will read the words.');
    expect(synth.last.rate).toBe(0.6);
    expect(synth.last.pitch).toBe(1.2);
  });

  it('tries a voice of another language with that language’s own name', async () => {
    const synth = installSpeech([amelie]);
    render(<VoicePicker lang="fr" />);
    await tryIt();
    expect(synth.last.text).toBe('français');
  });

  it('says which voice speaks while a chosen internet voice cannot, and why trying it fails', async () => {
    installSpeech([googleUk, daniel]);
    render(<VoicePicker lang="en-GB" />);
    fireEvent.change(select(), { target: { value: googleUk.voiceURI } });
    expect(screen.queryByText(/speaks instead/)).toBeNull();
    act(() => setOnline(false));
    expect(
      screen.getByText('Google UK English needs internet: while the tablet is offline, Daniel speaks instead.'),
    ).toBeTruthy();

    cleanup();
    installSpeech([googleUk]);
    render(<VoicePicker lang="en-GB" />);
    await tryIt();
    expect(screen.getByText('This voice needs internet, and the tablet is offline.')).toBeTruthy();
  });

  it('says what to do when the tablet has no voice of the language, and lists one installed meanwhile', () => {
    const synth = installSpeech([amelie]);
    render(<VoicePicker lang="en-GB" />);
    expect(screen.getByRole('status').textContent).toContain(
      "This tablet has no voice for English (UK). Install one in the tablet's settings",
    );
    act(() => synth.changeVoices([amelie, daniel]));
    expect(options()).toEqual(['Daniel (en-GB), on this tablet']);
  });

  it('says so where the browser cannot speak', () => {
    removeSpeech();
    render(<VoicePicker lang="en-GB" />);
    expect(screen.getByRole('status').textContent).toContain('This browser cannot speak words aloud.');
  });
});
