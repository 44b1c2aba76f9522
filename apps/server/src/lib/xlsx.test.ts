import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, writeWorkbook } from './xlsx.ts';

async function open(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  return wb;
}

describe('buildWorkbook', () => {
  it('types cells by column and writes anything that does not fit as text', async () => {
    const rows = [
      { day: '2030-02-28', at: '2030-02-28T13:45:00.000Z', pounds: 1234.5, n: 3, note: '=1+1' },
      { day: 'not a date', at: null, pounds: 'n/a', n: 4, note: 7 },
    ];
    const body = await buildWorkbook([
      {
        name: 'A/B: [list]?',
        columns: [
          { header: 'Day', type: 'date', value: (r: (typeof rows)[number]) => r.day },
          { header: 'At', type: 'datetime', value: (r: (typeof rows)[number]) => r.at },
          { header: 'Pounds', type: 'money', value: (r: (typeof rows)[number]) => r.pounds },
          { header: 'N', type: 'integer', value: (r: (typeof rows)[number]) => r.n },
          { header: 'Note', value: (r: (typeof rows)[number]) => r.note },
        ],
        rows,
      },
    ]);
    const ws = (await open(body)).worksheets[0]!;
    expect(ws.name).toBe('A B   list');
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const [day, at, pounds, n, note] = [1, 2, 3, 4, 5].map((i) => ws.getRow(2).getCell(i));
    expect(day!.value).toEqual(new Date('2030-02-28T00:00:00Z'));
    expect(day!.numFmt).toBe('dd.mm.yyyy');
    expect(at!.value).toEqual(new Date('2030-02-28T13:45:00Z'));
    expect(at!.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(pounds!.value).toBe(1234.5);
    expect(pounds!.numFmt).toBe('£#,##0.00');
    expect(n!.value).toBe(3);
    expect(note!.type).toBe(ExcelJS.ValueType.String);
    expect(note!.numFmt).toBe('@');
    const second = ws.getRow(3);
    expect(second.getCell(1)).toMatchObject({ value: 'not a date', numFmt: '@' });
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3)).toMatchObject({ value: 'n/a', numFmt: '@' });
    expect(second.getCell(5)).toMatchObject({ value: '7', numFmt: '@' });
  });

  it('streams batch after batch and stops reading when the download is closed', async () => {
    const out = new PassThrough();
    out.resume();
    const read: number[] = [];
    async function* rest() {
      for (let i = 1; i < 5; i++) {
        read.push(i);
        if (i === 2) out.destroy();
        yield [{ n: i }];
      }
    }
    const sheet = { name: 'N', columns: [{ header: 'N', type: 'integer' as const, value: (r: { n: number }) => r.n }] };
    await expect(writeWorkbook(out, [{ ...sheet, rows: { first: [{ n: 0 }], rest: rest() } }])).rejects.toThrow(
      /closed before the workbook was complete/,
    );
    expect(read).toEqual([1, 2]);
  });
});
