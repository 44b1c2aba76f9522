import { RULE_MESSAGES } from '@statera/shared';
import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';

describe('validation message keys', () => {
  it.each(Object.entries(RULE_MESSAGES))('%s answers with a key the English locale has (%s)', (_rule, key) => {
    expect(typeof get(en, key)).toBe('string');
  });
});
