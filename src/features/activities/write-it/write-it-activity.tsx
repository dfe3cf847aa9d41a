import { useRef, useState } from 'react';
import { errorText } from '#api/http.ts';
import type { WriteIt } from '#domain/sections';
import { EmptyState } from '#features/activities/shared/empty-state.tsx';
import { ExternalLink } from '#features/activities/shared/external-link.tsx';
import { useFinishWhenAll } from '#features/activities/shared/use-finish.ts';
import { DisclosureMenu, menuItemClass } from '#ui/disclosure-menu.tsx';
import { DrawingBoard, type DrawingBoardHandle } from '#ui/drawing-board/drawing-board.tsx';
import { Icon } from '#ui/icon.tsx';
import { saveFile } from '#ui/save-file.ts';
import styles from './write-it.module.css';

export interface WriteItActivityProps {
  section: WriteIt;
}

type Notice = { kind: 'error' | 'note'; text: string };

/** Write it: numbered buttons pick a canvas picture to write over; Download Options save the result. */
export function WriteItActivity({ section }: WriteItActivityProps) {
  const canvases = section.canvases.filter((canvas) => canvas.trim());
  const [chosen, setChosen] = useState(0);
  /** Every canvas opened during this visit keeps its board (drawing and undo history) until the page is left. */
  const [opened, setOpened] = useState<readonly number[]>([0]);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const board = useRef<DrawingBoardHandle>(null);
  const selected = Math.min(chosen, Math.max(canvases.length - 1, 0));
  const canvas = canvases[selected];
  const resource = section.globalFileLink.trim();
  const drawnOn = useFinishWhenAll(canvases.length);

  const downloadCanvas = async () => {
    if (!board.current) return;
    setSaving(true);
    setNotice(undefined);
    try {
      const { blob, withBackground } = await board.current.exportPng();
      saveFile(blob, `write-it-canvas-${selected + 1}.png`);
      if (!withBackground) {
        setNotice({
          kind: 'note',
          text: 'The canvas picture could not be added to the file (its website does not allow it), so the file holds your drawing only.',
        });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: `The canvas could not be downloaded. ${errorText(error)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.activity}>
      <div className={styles.bar}>
        {canvases.length > 0 && (
          <fieldset className={styles.picker}>
            <legend className="visually-hidden">Canvases</legend>
            <span className={styles.pickerLabel} aria-hidden="true">
              Canvas
            </span>
            {canvases.map((url, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a canvas may be listed twice; its number is its identity
                key={index}
                type="button"
                className={styles.number}
                aria-pressed={index === selected}
                aria-label={`Canvas ${index + 1}`}
                title={url}
                onClick={() => {
                  setChosen(index);
                  setOpened((before) => (before.includes(index) ? before : [...before, index]));
                  setNotice(undefined);
                }}
              >
                {index + 1}
              </button>
            ))}
          </fieldset>
        )}
        {(canvas || resource) && (
          <div className={styles.downloads}>
            <DisclosureMenu label="Download Options">
              {canvas && (
                <li>
                  <button type="button" className={menuItemClass} disabled={saving} onClick={downloadCanvas}>
                    <Icon name="image" /> {saving ? 'Preparing…' : 'Download Canvas'}
                  </button>
                </li>
              )}
              {resource && (
                <li>
                  <ExternalLink href={resource} className={menuItemClass} download>
                    <Icon name="file" /> Download Resource
                  </ExternalLink>
                </li>
              )}
            </DisclosureMenu>
          </div>
        )}
      </div>
      {notice && (
        <p
          className={notice.kind === 'error' ? styles.error : styles.note}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {canvas ? (
        opened
          .filter((index) => index < canvases.length)
          .map((index) => (
            <div key={`${index}:${canvases[index]}`} className={styles.canvas} hidden={index !== selected}>
              <DrawingBoard
                ref={index === selected ? board : undefined}
                backgroundImage={canvases[index] ?? ''}
                backgroundAlt={`Canvas ${index + 1}`}
                onDrawn={() => drawnOn(index)}
              />
            </div>
          ))
      ) : (
        <EmptyState icon="pen" title="No canvases found" text="This lesson has no writing canvases yet." />
      )}
    </div>
  );
}
