import type { Crop } from './avatar-crop.ts';

/** Avatars are stored at most this many pixels on their longer side. */
export const AVATAR_MAX_PX = 256;
/** The original kept for cropping again is shrunk to this (it stays well under the 2 MB limit). */
export const ORIGINAL_MAX_PX = 1024;
const ORIGINAL_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The size an image of width × height takes to fit `max` on its longer side (never enlarged). */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_PX) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))), type, 0.9),
  );

/** PNG keeps its transparency; anything else becomes JPEG. */
const outputType = (sourceType: string) => (sourceType === 'image/png' ? 'image/png' : 'image/jpeg');

export interface PreparedOriginal {
  /** The shrunk picture, to crop on screen (its pixels are those of `photoParams`). */
  bitmap: ImageBitmap;
  blob: Blob;
}

/** The chosen file shrunk to at most 1024 px: the original kept beside the cropped avatar. */
export async function prepareOriginal(file: Blob): Promise<PreparedOriginal> {
  const source = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(source.width, source.height, ORIGINAL_MAX_PX);
    const { canvas, context } = canvasOf(width, height);
    context.drawImage(source, 0, 0, width, height);
    let blob = await toBlob(canvas, outputType(file.type));
    if (blob.size > ORIGINAL_MAX_BYTES) blob = await toBlob(canvas, 'image/jpeg');
    return { bitmap: await createImageBitmap(canvas), blob };
  } finally {
    source.close();
  }
}

/** The crop of the picture drawn at most 256 px square: the avatar that is shown. */
export async function cropImage(source: ImageBitmap, crop: Crop, type: string): Promise<Blob> {
  const { width, height } = fitWithin(crop.width, crop.height, AVATAR_MAX_PX);
  const { canvas, context } = canvasOf(width, height);
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  return toBlob(canvas, outputType(type));
}
