import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('reads key[]=value as arrays, even with one value', () => {
    expect(parseQueryString('statuses[]=active')).toEqual({ statuses: ['active'] });
    expect(parseQueryString('statuses[]=a&statuses[]=b&page=2')).toEqual({ statuses: ['a', 'b'], page: '2' });
  });

  it('keeps single keys as strings and decodes values', () => {
    expect(parseQueryString('sort=due_date%7Casc&globalFilter=a+b')).toEqual({
      sort: 'due_date|asc',
      globalFilter: 'a b',
    });
  });
});
