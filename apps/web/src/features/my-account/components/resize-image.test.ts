import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image.ts';

describe('fitWithin', () => {
  it('scales the longer side down to 256 px, keeping the proportions', () => {
    expect(fitWithin(1024, 512)).toEqual({ width: 256, height: 128 });
    expect(fitWithin(300, 1200)).toEqual({ width: 64, height: 256 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 });
  });
});
