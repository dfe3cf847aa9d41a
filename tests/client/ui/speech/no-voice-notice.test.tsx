import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoVoiceNotice } from '#ui/speech/no-voice-notice.tsx';
import { speak } from '#ui/speech/speaker.ts';
import { VOICES_WAIT_MS } from '#ui/speech/voices.ts';
import { installSpeech, removeSpeech, setOnline, voice } from './fake-speech.ts';

const daniel = voice('Daniel', 'en-GB');
const googleUk = voice('Google UK English', 'en-GB', { local: false });
const amelie = voice('Amélie', 'fr-FR');

const notice = () => screen.queryByRole('status');
const dismiss = () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notice that words cannot be spoken', () => {
  it('tells the teacher, offline with no voice on the tablet, what happened and what she can do', () => {
    installSpeech([googleUk, amelie]);
    setOnline(false);
    render(<NoVoiceNotice lang="en" />);
    expect(notice()?.textContent).toContain(
      'No voice for English is installed on this tablet, so words cannot be spoken while it is offline.',
    );
    expect(notice()?.textContent).toContain("Install a voice in the tablet's settings");
    expect(notice()?.textContent).toContain("ask the course's author to record audio");
  });

  it('is shown once per tablet and language: once dismissed, not again', () => {
    installSpeech([amelie]);
    setOnline(false);
    const { unmount } = render(<NoVoiceNotice lang="en-GB" />);
    const dismissButton = screen.getByRole('button', { name: 'Dismiss' });
    dismissButton.focus();
    expect(document.activeElement).toBe(dismissButton);
    dismiss();
    expect(notice()).toBeNull();
    unmount();

    render(<NoVoiceNotice lang="en" />);
    expect(notice()).toBeNull();
    cleanup();
    render(<NoVoiceNotice lang="cy" />);
    expect(notice()?.textContent).toContain('No voice for Welsh');
  });

  it('comes back when a voice was found since and is gone again', () => {
    const synth = installSpeech([amelie]);
    setOnline(false);
    render(<NoVoiceNotice lang="en" />);
    dismiss();
    act(() => synth.changeVoices([amelie, daniel]));
    expect(notice()).toBeNull();
    act(() => synth.changeVoices([amelie]));
    expect(notice()?.textContent).toContain('No voice for English');
  });

  it('is not shown when a voice is on the tablet, online or offline', () => {
    installSpeech([googleUk, daniel]);
    setOnline(false);
    render(<NoVoiceNotice lang="en" />);
    expect(notice()).toBeNull();
    act(() => setOnline(true));
    expect(notice()).toBeNull();
  });

  it('is not shown online with a voice from the internet, and is once the tablet goes offline', () => {
    installSpeech([googleUk]);
    setOnline(true);
    render(<NoVoiceNotice lang="en" />);
    expect(notice()).toBeNull();
    act(() => setOnline(false));
    expect(notice()?.textContent).toContain('cannot be spoken while it is offline');
  });

  it('says so online too, when the tablet has no voice of the language and the learner relies on speech', () => {
    installSpeech([daniel]);
    setOnline(true);
    render(<NoVoiceNotice lang="ga" needed />);
    expect(notice()?.textContent).toContain(
      'No voice for Irish is installed on this tablet, so words cannot be spoken.',
    );
  });

  it('waits for the browser to list its voices before saying there are none', async () => {
    vi.useFakeTimers();
    const synth = installSpeech([daniel], { listedLate: true });
    setOnline(false);
    render(<NoVoiceNotice lang="en" />);
    expect(notice()).toBeNull();
    act(() => synth.changeVoices());
    expect(notice()).toBeNull();

    cleanup();
    installSpeech([], { listedLate: true });
    render(<NoVoiceNotice lang="en" />);
    expect(notice()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(VOICES_WAIT_MS));
    expect(notice()?.textContent).toContain('No voice for English');
  });

  it('says when the browser cannot speak at all', () => {
    removeSpeech();
    render(<NoVoiceNotice lang="en" needed />);
    expect(notice()?.textContent).toContain('This browser cannot speak words aloud.');
  });

  // Last: once words went unheard, the page knows it until it is loaded again.
  it('online, stays quiet for a class that does not use speech, until words asked for go unheard', async () => {
    installSpeech([daniel]);
    setOnline(true);
    render(<NoVoiceNotice lang="ga" />);
    expect(notice()).toBeNull();
    await act(() => speak({ text: 'Dia duit', lang: 'ga', rate: 1, pitch: 1 }));
    expect(notice()?.textContent).toContain('No voice for Irish is installed on this tablet');
  });
});
