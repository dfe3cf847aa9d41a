import { useId, useImperativeHandle, useRef, useState } from 'react';
import { ReactSketchCanvas, type ReactSketchCanvasRef } from 'react-sketch-canvas';
import {
  DEFAULT_ERASER_WIDTH,
  DEFAULT_PEN_COLOUR,
  DEFAULT_STROKE_WIDTH,
  STROKE_WIDTH_MAX,
  STROKE_WIDTH_MIN,
} from '#domain/constants';
import { Button } from '#ui/button.tsx';
import { Icon } from '#ui/icon.tsx';
import { PlaceGrid } from '#ui/place-grid.tsx';
import { useSwitchAccess } from '#ui/switch-access.ts';
import { useElementSize } from '#ui/use-element-size.ts';
import styles from './drawing-board.module.css';
import type { DrawingBoardProps } from './drawing-board-types.ts';
import { exportDrawing } from './export-drawing.ts';
import { STAMP_NAMES, type Stamp, stampPath } from './stamps.ts';
import { ColourSwatches, StampChoices, WidthSteps } from './switch-tools.tsx';
import { WidthSlider } from './width-slider.tsx';

type Tool = 'pen' | 'eraser' | 'stamp';

/** How far apart the places for stamps are, in screen pixels. */
const STAMP_PLACE_PITCH_PX = 100;

/** The drawing board itself (loaded lazily by DrawingBoard, which also holds its docs). */
export function SketchBoard({
  backgroundImage,
  backgroundAlt = 'Canvas picture',
  collapsible,
  onDrawn,
  ref,
}: DrawingBoardProps) {
  // With switch scanning on, what a pointer does by dragging or with a picker is offered as choices
  // too: width steps, colour swatches, and a stamp tool that puts shapes at picked places.
  const switchAccess = useSwitchAccess();
  const canvasId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const toolsId = useId();
  const sketch = useRef<ReactSketchCanvasRef>(null);
  const area = useRef<HTMLDivElement>(null);
  const [tool, setTool] = useState<Tool>('pen');
  const [strokeWidth, setStrokeWidth] = useState(DEFAULT_STROKE_WIDTH);
  const [eraserWidth, setEraserWidth] = useState(DEFAULT_ERASER_WIDTH);
  const [colour, setColour] = useState(DEFAULT_PEN_COLOUR);
  const [toolsOpen, setToolsOpen] = useState(true);
  const [stamp, setStamp] = useState<Stamp>('star');
  const [measureArea, areaSize] = useElementSize<HTMLDivElement>();
  const [failed, setFailed] = useState<string | undefined>();

  useImperativeHandle(
    ref,
    () => ({
      exportPng: async () => {
        const board = area.current;
        if (!sketch.current || !board) throw new Error('The drawing board is not ready yet');
        return exportDrawing({
          strokesPng: await sketch.current.exportImage('png'),
          backgroundImage,
          width: board.clientWidth,
          height: board.clientHeight,
        });
      },
    }),
    [backgroundImage],
  );

  const choose = (next: Tool) => {
    setTool(next);
    sketch.current?.eraseMode(next === 'eraser');
  };
  const stamping = switchAccess && tool === 'stamp';

  const tools = (
    <fieldset id={toolsId} className={styles.tools} hidden={collapsible && !toolsOpen}>
      <legend className="visually-hidden">Drawing tools</legend>
      <div className={styles.toolGroup}>
        <Button
          className={styles.tool}
          variant={tool === 'pen' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'pen'}
          onClick={() => choose('pen')}
        >
          <Icon name="pen" /> Pen
        </Button>
        <Button
          className={styles.tool}
          variant={tool === 'eraser' ? 'primary' : 'secondary'}
          aria-pressed={tool === 'eraser'}
          onClick={() => choose('eraser')}
        >
          <Icon name="eraser" /> Eraser
        </Button>
        {switchAccess && (
          <Button
            className={styles.tool}
            variant={tool === 'stamp' ? 'primary' : 'secondary'}
            aria-pressed={tool === 'stamp'}
            onClick={() => choose('stamp')}
          >
            Stamp
          </Button>
        )}
      </div>
      {stamping && <StampChoices stamp={stamp} onChoose={setStamp} />}
      <WidthSlider
        label="Stroke width"
        value={strokeWidth}
        min={STROKE_WIDTH_MIN}
        max={STROKE_WIDTH_MAX}
        onChange={setStrokeWidth}
        scanSkip={switchAccess}
      />
      {switchAccess && (
        <WidthSteps
          less="Thinner pen"
          more="Thicker pen"
          value={strokeWidth}
          min={STROKE_WIDTH_MIN}
          max={STROKE_WIDTH_MAX}
          onChange={setStrokeWidth}
        />
      )}
      <WidthSlider
        label="Eraser width"
        value={eraserWidth}
        min={STROKE_WIDTH_MIN}
        max={STROKE_WIDTH_MAX}
        onChange={setEraserWidth}
        scanSkip={switchAccess}
      />
      {switchAccess && (
        <WidthSteps
          less="Smaller eraser"
          more="Bigger eraser"
          value={eraserWidth}
          min={STROKE_WIDTH_MIN}
          max={STROKE_WIDTH_MAX}
          onChange={setEraserWidth}
        />
      )}
      <label className={styles.colour}>
        <span>Colour</span>
        <input
          type="color"
          value={colour}
          data-scan-skip={switchAccess || undefined}
          onChange={(event) => {
            setColour(event.target.value);
            choose('pen');
          }}
        />
      </label>
      {switchAccess && (
        <ColourSwatches
          colour={colour}
          onChoose={(next) => {
            setColour(next);
            if (tool === 'eraser') choose('pen');
          }}
        />
      )}
      <div className={styles.toolGroup}>
        <Button className={styles.tool} variant="secondary" onClick={() => sketch.current?.undo()}>
          <Icon name="undo" /> Undo
        </Button>
        <Button className={styles.tool} variant="secondary" onClick={() => sketch.current?.redo()}>
          <Icon name="redo" /> Redo
        </Button>
        <Button
          className={styles.tool}
          variant="secondary"
          onClick={() => sketch.current?.clearCanvas()}
          title="Clear the drawing (Undo brings it back)"
        >
          Clear
        </Button>
        <Button
          className={styles.tool}
          variant="secondary"
          onClick={() => {
            sketch.current?.resetCanvas();
            choose('pen');
          }}
          title="Start again: clear the drawing and its history"
        >
          Reset
        </Button>
      </div>
    </fieldset>
  );

  return (
    <div className={styles.board} data-tools={collapsible && !toolsOpen ? 'hidden' : 'shown'}>
      <div className={styles.side}>
        {collapsible && (
          <Button
            variant="secondary"
            className={styles.toggle}
            aria-expanded={toolsOpen}
            aria-controls={toolsId}
            onClick={() => setToolsOpen((open) => !open)}
          >
            <span aria-hidden="true">{toolsOpen ? '◂' : '▸'}</span> {toolsOpen ? 'Hide tools' : 'Show tools'}
          </Button>
        )}
        {tools}
      </div>
      <div
        ref={(element) => {
          area.current = element;
          return measureArea(element);
        }}
        className={styles.area}
        data-testid="play-area"
      >
        {backgroundImage && failed !== backgroundImage && (
          <img
            src={backgroundImage}
            alt={backgroundAlt}
            className={styles.background}
            onError={() => setFailed(backgroundImage)}
          />
        )}
        {failed === backgroundImage && (
          <p className={styles.missing} role="status">
            The canvas picture could not be loaded. You can still draw here.
          </p>
        )}
        <ReactSketchCanvas
          ref={sketch}
          id={`sketch${canvasId}`}
          className={styles.sketch}
          width="100%"
          height="100%"
          canvasColor="transparent"
          strokeColor={colour}
          strokeWidth={strokeWidth}
          eraserWidth={eraserWidth}
          style={{ border: 'none' }}
          onChange={(paths) => {
            if (paths.length > 0) onDrawn?.();
          }}
        />
        {stamping && areaSize.width > 0 && (
          <PlaceGrid
            width={areaSize.width}
            height={areaSize.height}
            maxCell={STAMP_PLACE_PITCH_PX}
            action={`Stamp a ${STAMP_NAMES[stamp].toLowerCase()} here`}
            onPick={(centre) => sketch.current?.loadPaths([stampPath(stamp, centre, colour, strokeWidth)])}
          />
        )}
      </div>
    </div>
  );
}
