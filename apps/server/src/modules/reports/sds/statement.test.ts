import { describe, expect, it } from 'vitest';
import { formatDate, pdfText } from '../../../lib/pdf/text.ts';
import { conclusionOf } from './statement.ts';

const result = (outcome: 'employed' | 'selfEmployed', isIr35?: boolean) =>
  ({ result: { outcome, ...(isIr35 === undefined ? {} : { isIr35 }) } }) as Parameters<typeof conclusionOf>[0];

describe('the conclusion in plain words', () => {
  it('speaks of IR35 for an intermediary', () => {
    expect(conclusionOf(result('employed', true)).headline).toBe('Inside IR35');
    expect(conclusionOf(result('selfEmployed', true)).headline).toBe('Outside IR35');
    expect(conclusionOf(result('employed')).headline).toBe('Inside IR35');
  });

  it('speaks of employment status for tax for a sole trader engaged directly', () => {
    expect(conclusionOf(result('employed', false)).headline).toBe('Employed for tax purposes');
    expect(conclusionOf(result('selfEmployed', false)).headline).toBe('Self-employed for tax purposes');
    expect(conclusionOf(result('selfEmployed', false)).explanation).not.toContain('IR35');
  });
});

describe('text for the built-in PDF fonts', () => {
  it('keeps WinAnsi text and folds the rest', () => {
    expect(pdfText('Café £1,000 – “quoted” ’s')).toBe('Café £1,000 – “quoted” ’s');
    expect(pdfText('Łódź Sp. z o.o.')).toBe('Lódz Sp. z o.o.');
    expect(pdfText('株式会社\tA')).toBe('???? A');
  });

  it('writes dates as DD.MM.YYYY in UTC', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'))).toBe('31.12.2026');
  });
});
