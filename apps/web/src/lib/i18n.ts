import { wording } from '@credence/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance over the shared wording catalogue. Its keys contain dots and hyphens and its
 * placeholders use single braces ('{amount}'), so separators are off and the braces are set to match:
 * the spec's sentences are used verbatim. React already escapes what it renders, hence no escaping here.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  resources: { en: { translation: wording } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // The catalogue is bundled, so start-up needs no waiting and no Suspense boundary.
  initAsync: false,
  react: { useSuspense: false },
});
