import { ERROR_KEYS } from '@statera/shared';
import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import en from './en.json';

/** Every error key the server can answer with has an English text, so no raw key reaches a user. */
describe('server error keys', () => {
  it.each(Object.entries(ERROR_KEYS))('%s (%s) has an English text', (_name, key) => {
    expect(typeof get(en, key)).toBe('string');
  });
});
