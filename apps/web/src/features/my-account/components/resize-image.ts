/** Avatars are stored at most this many pixels on their longer side. */
export const AVATAR_MAX_PX = 256;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The size an image of width × height takes to fit `max` on its longer side (never enlarged). */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_PX) {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Draws the picture on a canvas of at most 256 px and returns it as a data URL: PNG keeps its
 * transparency, anything else becomes JPEG.
 */
export async function resizeImage(file: Blob, max = AVATAR_MAX_PX): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL(file.type === 'image/png' ? 'image/png' : 'image/jpeg', 0.9);
  } finally {
    bitmap.close();
  }
}
