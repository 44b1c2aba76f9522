import type { TPhotoParams } from '@statera/shared';

/** A square crop of the original picture, in its pixels (sent as `photoParams`). */
export type Crop = TPhotoParams;

/** The closest zoom: the crop's side is the picture's shorter side divided by this. */
export const MAX_ZOOM = 4;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const sideFor = (width: number, height: number, zoom: number) =>
  Math.max(1, Math.round(Math.min(width, height) / clamp(zoom, 1, MAX_ZOOM)));

/** The crop of side `shorter side / zoom` centred on (cx, cy), kept inside the picture. */
export function cropAround(width: number, height: number, zoom: number, cx = width / 2, cy = height / 2): Crop {
  const side = sideFor(width, height, zoom);
  return {
    x: clamp(Math.round(cx - side / 2), 0, width - side),
    y: clamp(Math.round(cy - side / 2), 0, height - side),
    width: side,
    height: side,
  };
}

export const zoomOf = (crop: Crop, width: number, height: number) => Math.min(width, height) / Math.max(1, crop.width);

/** The same centre at another zoom. */
export const zoomCrop = (crop: Crop, width: number, height: number, zoom: number) =>
  cropAround(width, height, zoom, crop.x + crop.width / 2, crop.y + crop.height / 2);

/** Moved to a new top-left corner, kept inside the picture. */
export const moveCrop = (crop: Crop, width: number, height: number, x: number, y: number): Crop => ({
  ...crop,
  x: clamp(Math.round(x), 0, width - crop.width),
  y: clamp(Math.round(y), 0, height - crop.height),
});

/** A stored crop that still fits the picture, else the centred square. */
export function validCrop(crop: Crop | null | undefined, width: number, height: number): Crop {
  if (crop && crop.width === crop.height && crop.x + crop.width <= width && crop.y + crop.height <= height) {
    return crop;
  }
  return cropAround(width, height, 1);
}
