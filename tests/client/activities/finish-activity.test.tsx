// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
// (The video modals hold YouTube iframes; the tests check their address, never load them.)
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FindItActivity } from '#features/activities/find-it/find-it-activity.tsx';
import { HearItActivity } from '#features/activities/hear-it/hear-it-activity.tsx';
import { StageCarousel } from '#features/activities/learn-it/stage-carousel.tsx';
import { PractiseItActivity } from '#features/activities/practise-it/practise-it-activity.tsx';
import { ReadItActivity } from '#features/activities/read-it/read-it-activity.tsx';
import { SayItActivity } from '#features/activities/say-it/say-it-activity.tsx';
import { FinishActivity } from '#features/activities/shared/use-finish.ts';

/**
 * When each activity counts as finished for the teacher's evidence (finish-activity): what the
 * learner must have done on the page, told to the page's recorder (the activity frame) once it is.
 */

afterEach(cleanup);

function renderFinishing(activity: ReactNode) {
  const finish = vi.fn();
  render(<FinishActivity value={finish}>{activity}</FinishActivity>);
  return finish;
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const closeVideo = () => click('Close video');

describe('an activity is finished', () => {
  it('find it: once the cards are revealed, not by hiding them', () => {
    const card = { title: 'go', findIndex: 1, image: '', backgroundColor: '#ffffff', index: 1 };
    const finish = renderFinishing(<FindItActivity section={{ cardIndexes: [1] }} cards={[card]} />);
    expect(finish).not.toHaveBeenCalled();
    click('Reveal');
    expect(finish).toHaveBeenCalledTimes(1);
    click('Hide');
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('hear it and watch it: once every video has been played, whatever the order and repeats', () => {
    const videos = ['a', 'b', 'c'].map((id) => ({ url: `/demo/video/${id}.mp4`, thumbnail: '' }));
    const finish = renderFinishing(<HearItActivity section={{ videos }} />);
    for (const video of ['Play video 3', 'Play video 1', 'Play video 3']) {
      click(video);
      closeVideo();
    }
    expect(finish).not.toHaveBeenCalled();
    click('Play video 2');
    expect(finish).toHaveBeenCalled();
  });

  it('read it: once every book with a video has had it played', () => {
    const book = (bookTitle: string, videoUrl: string) => ({
      bookTitle,
      coverImage: '',
      shopUrl: '',
      videoUrl,
      thumbnail: '',
      description: '',
    });
    const finish = renderFinishing(
      <ReadItActivity section={{ books: [book('Go', '/demo/video/go.mp4'), book('No film', '')] }} />,
    );
    expect(finish).not.toHaveBeenCalled();
    click('Play video: Go');
    expect(finish).toHaveBeenCalled();
  });

  it('say it: once its video is watched; with no video, once the word is spoken', () => {
    const finish = renderFinishing(
      <SayItActivity section={{ title: 'go', video: '/demo/video/go.mp4', illustrations: [] }} />,
    );
    expect(finish).not.toHaveBeenCalled();
    click(/Watch Video/);
    expect(finish).toHaveBeenCalled();
  });

  it('learn it: once every stage of the carousel has been shown', () => {
    const stage = (title: string) => ({ title, video: '', thumbnail: '', text: [] });
    const finish = renderFinishing(
      <StageCarousel title="Attention" stages={[stage('One'), stage('Two'), stage('Three')]} />,
    );
    click(/Next/);
    expect(finish).not.toHaveBeenCalled();
    click(/Next/);
    expect(finish).toHaveBeenCalled();
  });

  it('practise it: when the teacher says the table task was done; an editor preview offers no such button', () => {
    const section = {
      years01: { content: 'Car ramp', image: '', links: [] },
      years12: { content: '', image: '', links: [] },
      years34: { content: '', image: '', links: [] },
      disclaimer: '',
      pdfResource: '',
    };
    const finish = renderFinishing(<PractiseItActivity section={section} />);
    click('We did the table task');
    expect(finish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Table task recorded as done' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    render(<PractiseItActivity section={section} />);
    expect(screen.queryByRole('button', { name: /table task/ })).toBeNull();
  });
});
