import { describe, expect, it } from 'vitest';
import { fileProblem } from '../components/comment-files.tsx';
import { forgetAppealKey, keyFromInput, readAppealKey, storeAppealKey } from './appeal-key-store.ts';

const KEY = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('the appeal key in this tab', () => {
  it('is kept in sessionStorage until forgotten', () => {
    storeAppealKey(KEY);
    expect(readAppealKey()).toBe(KEY);
    expect(localStorage.length).toBe(0);
    forgetAppealKey();
    expect(readAppealKey()).toBeNull();
  });

  it('is read from the whole link or the key alone, and nothing else', () => {
    expect(keyFromInput(`https://statera.example/appeal/${KEY}`)).toBe(KEY);
    expect(keyFromInput(`  ${KEY}  `)).toBe(KEY);
    expect(keyFromInput('https://statera.example/appeal')).toBeNull();
    expect(keyFromInput('short')).toBeNull();
    expect(keyFromInput(`${KEY}<script>`)).toBeNull();
  });
});

describe('fileProblem', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it('names what the server would refuse', () => {
    expect(fileProblem(file('a.pdf', 0))).toBe('errors.fileEmpty');
    expect(fileProblem(file('a.pdf', 10 * 1024 * 1024 + 1))).toBe('errors.fileTooBig');
    expect(fileProblem(file(`${'n'.repeat(187)}.pdf`, 1))).toBe('errors.fileNameTooLong');
    expect(fileProblem(file(`${'n'.repeat(186)}.pdf`, 1))).toBeNull();
  });
});
