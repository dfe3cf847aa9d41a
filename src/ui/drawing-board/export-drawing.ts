import { containRect } from './contain-rect.ts';

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (crossOrigin) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The picture ${src} could not be loaded`));
    image.src = src;
  });
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be saved'))), 'image/png');
  });
}

/**
 * The drawing as one PNG: a white page, the background picture where the board shows it (whole
 * and centred), and the strokes on top. A picture from a server that forbids copying it cannot
 * be drawn in; then the PNG holds the strokes alone and `withBackground` is false.
 */
export async function exportDrawing({
  strokesPng,
  backgroundImage,
  width,
  height,
}: {
  /** The strokes on a transparent page, as the sketch canvas exports them (a data URL). */
  strokesPng: string;
  backgroundImage: string;
  width: number;
  height: number;
}): Promise<{ blob: Blob; withBackground: boolean }> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot save drawings');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);

  let withBackground = false;
  if (backgroundImage) {
    try {
      const picture = await loadImage(backgroundImage, true);
      const rect = containRect(picture.naturalWidth, picture.naturalHeight, canvas.width, canvas.height);
      context.drawImage(picture, rect.x, rect.y, rect.width, rect.height);
      withBackground = true;
    } catch {
      // Without the picture the strokes are still worth keeping.
    }
  }

  const strokes = await loadImage(strokesPng, false);
  context.drawImage(strokes, 0, 0, canvas.width, canvas.height);
  return { blob: await toPng(canvas), withBackground };
}
