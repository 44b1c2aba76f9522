import { RULE_MESSAGES } from '@statera/shared';
import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import features from '../locales/en-features.json';

describe('validation message keys', () => {
  it.each(Object.entries(RULE_MESSAGES))('%s answers with a key the English locale has (%s)', (_rule, key) => {
    // The words live in en.json or, for the larger features, en-features.json (lib/i18n-features.ts).
    expect(typeof (get(en, key) ?? get(features, key))).toBe('string');
  });
});
