import { describe, expect, it } from 'vitest';
import { newId } from './new-id.ts';

describe('newId', () => {
  it('is a version 4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 1_000 }, newId));
    expect(ids.size).toBe(1_000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
