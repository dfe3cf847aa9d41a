import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offlineDb } from '#offline/db.ts';
import { firstPageShown } from '#offline/open-db.ts';
import { showKeptCourse } from './kept-course.tsx';

const thumbnail = (id: string) => `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
const OWN_FILE = `${location.origin}/media/lesson-1.pdf`;

const showCourse = (failed: string[]) => showKeptCourse({ failed });

describe('an offline copy with files it could not keep', () => {
  beforeAll(firstPageShown);
  afterEach(async () => {
    cleanup();
    await offlineDb.courses.clear();
  });

  it('does not count video thumbnails, which need the internet anyway, as failures, and lists them', async () => {
    await showCourse([thumbnail('aaaaaaaaaaa'), thumbnail('bbbbbbbbbbb'), thumbnail('ccccccccccc')]);

    const note = screen.getByText('3 video thumbnails need the internet and were not kept');
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    fireEvent.click(note);
    expect(screen.getByText(thumbnail('bbbbbbbbbbb'))).toBeTruthy();
  });

  it("names this site's files that could not be saved, apart from the thumbnails", async () => {
    await showCourse([OWN_FILE, thumbnail('aaaaaaaaaaa')]);

    const failed = screen.getByText('1 file(s) could not be saved');
    expect(screen.getByText('1 video thumbnail needs the internet and was not kept')).toBeTruthy();
    expect(failed.closest('details')?.textContent).toContain(OWN_FILE);
    expect(failed.closest('details')?.textContent).not.toContain('img.youtube.com');
  });

  it('says nothing is missing when every file was kept', async () => {
    await showCourse([]);

    expect(screen.queryByText(/could not be saved|need the internet/)).toBeNull();
  });
});
