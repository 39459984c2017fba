import { wording } from '@credence/shared';
import type { WordingKey } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { i18n, isWordingKey } from './i18n';
import { WORDING_QUEUE } from './wording-queue';
import type { WordingQueue } from './wording-queue';

describe('i18n', () => {
  it('is ready as soon as it is imported', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
  });

  it('looks up keys that contain dots and hyphens as whole keys', () => {
    expect(i18n.t('error.not-found.title')).toBe(wording['error.not-found.title']);
    expect(i18n.t('shell.skip-to-content')).toBe('Skip to main content');
  });

  it('fills single-brace placeholders and leaves the text otherwise verbatim', () => {
    expect(i18n.t('shell.error-code', { code: '<b>500</b>' })).toBe('Error code: <b>500</b>');
  });

  it('gives every catalogue key its catalogue text', () => {
    for (const [key, text] of Object.entries(wording)) {
      if (!text.includes('{')) expect(i18n.t(key as keyof typeof wording)).toBe(text);
    }
  });
});

describe('wording that a built chunk hands over (decision 067)', () => {
  it('is added as soon as the chunk pushes it, and then counts as a wording key', () => {
    const scope = globalThis as unknown as Record<string, WordingQueue>;
    const key = 'test.chunk-loaded-later';
    expect(isWordingKey(key)).toBe(false);
    scope[WORDING_QUEUE]?.push({ [key]: 'Loaded with its page' });
    expect(isWordingKey(key)).toBe(true);
    expect(i18n.t(key as WordingKey)).toBe('Loaded with its page');
  });

  it('does not count a text that is not a key', () => {
    expect(isWordingKey('Page not found')).toBe(false);
    expect(isWordingKey('error.not-found.title')).toBe(true);
  });
});
