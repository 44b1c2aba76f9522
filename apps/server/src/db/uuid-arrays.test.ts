import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { driverUuidArrayParser, installUuidArrayParser, parseUuidArray, UUID_ARRAY } from './uuid-arrays.ts';

/** The driver's own parser of uuid[] (another test file of this worker may have installed ours). */
const general = driverUuidArrayParser();

/** PostgreSQL's text form of a one-dimensional uuid[] (uuids are written unquoted, nulls as NULL). */
const textOf = (items: (string | null)[]) => `{${items.map((i) => i ?? 'NULL').join(',')}}`;

describe('parseUuidArray', () => {
  it('reads any one-dimensional uuid[] as the driver does', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.uuid(), { nil: null }), { maxLength: 30 }), (items) => {
        const text = textOf(items);
        expect(parseUuidArray(text, general)).toEqual(general(text));
        expect(parseUuidArray(text, general)).toEqual(items);
      }),
    );
  });

  it('leaves bounds and nested arrays to the driver', () => {
    const a = '9b2f6a44-7c1e-4b8e-9a0f-1c2d3e4f5a6b';
    for (const text of [`[0:1]={${a},${a}}`, `{{${a}},{NULL}}`]) {
      expect(parseUuidArray(text, general)).toEqual(general(text));
    }
  });

  it('is what node-postgres reads uuid[] with once installed', () => {
    installUuidArrayParser();
    const parse = pg.types.getTypeParser(UUID_ARRAY, 'text') as (text: string) => unknown;
    expect(parse).not.toBe(general);
    expect(parse('{9b2f6a44-7c1e-4b8e-9a0f-1c2d3e4f5a6b,NULL}')).toEqual([
      '9b2f6a44-7c1e-4b8e-9a0f-1c2d3e4f5a6b',
      null,
    ]);
  });
});
