export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a picture of `imageWidth` x `imageHeight` sits when it is shown whole and centred in a
 * box (CSS object-fit: contain). A picture without a known size fills the box.
 */
export function containRect(imageWidth: number, imageHeight: number, boxWidth: number, boxHeight: number): Rect {
  if (imageWidth <= 0 || imageHeight <= 0) return { x: 0, y: 0, width: boxWidth, height: boxHeight };
  const scale = Math.min(boxWidth / imageWidth, boxHeight / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: (boxWidth - width) / 2, y: (boxHeight - height) / 2, width, height };
}
