import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropAround, MAX_ZOOM, moveCrop, validCrop, zoomCrop, zoomOf } from './avatar-crop.ts';

describe('avatar crop', () => {
  it('starts as the largest centred square', () => {
    expect(cropAround(1000, 600, 1)).toEqual({ x: 200, y: 0, width: 600, height: 600 });
    expect(cropAround(400, 800, 1)).toEqual({ x: 0, y: 200, width: 400, height: 400 });
  });

  it('zooms around the same centre and reports its zoom', () => {
    const zoomed = zoomCrop(cropAround(1000, 600, 1), 1000, 600, 2);
    expect(zoomed).toEqual({ x: 350, y: 150, width: 300, height: 300 });
    expect(zoomOf(zoomed, 1000, 600)).toBe(2);
    // never closer than MAX_ZOOM
    expect(zoomCrop(zoomed, 1000, 600, 10).width).toBe(600 / MAX_ZOOM);
  });

  it('moves only within the picture', () => {
    const c = cropAround(1000, 600, 2);
    expect(moveCrop(c, 1000, 600, -50, 900)).toEqual({ ...c, x: 0, y: 300 });
  });

  it('keeps a stored crop that fits, else centres a new one', () => {
    const stored = { x: 10, y: 20, width: 100, height: 100 };
    expect(validCrop(stored, 500, 500)).toBe(stored);
    expect(validCrop({ ...stored, x: 450 }, 500, 500)).toEqual(cropAround(500, 500, 1));
    expect(validCrop(null, 300, 200)).toEqual({ x: 50, y: 0, width: 200, height: 200 });
  });

  it('is always a square of whole pixels inside the picture (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: -5000, max: 9000, noNaN: true }),
        fc.double({ min: -5000, max: 9000, noNaN: true }),
        (w, h, zoom, cx, cy) => {
          const c = cropAround(w, h, zoom, cx, cy);
          expect(c.width).toBe(c.height);
          expect([c.x, c.y, c.width].every(Number.isInteger)).toBe(true);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.x + c.width).toBeLessThanOrEqual(w);
          expect(c.y + c.height).toBeLessThanOrEqual(h);
        },
      ),
    );
  });
});
