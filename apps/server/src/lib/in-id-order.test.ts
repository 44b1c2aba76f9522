import { describe, expect, it } from 'vitest';
import { inIdOrder } from './in-id-order.ts';

describe('inIdOrder', () => {
  it("puts rows back in the ids' order and leaves out ids without a row", () => {
    const rows = [{ id: 'c' }, { id: 'a' }, { id: 'b' }];
    expect(inIdOrder(['b', 'x', 'a', 'c'], rows, (r) => r.id)).toEqual([{ id: 'b' }, { id: 'a' }, { id: 'c' }]);
    expect(inIdOrder([], rows, (r) => r.id)).toEqual([]);
  });
});
