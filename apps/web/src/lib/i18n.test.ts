import { wording } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

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
