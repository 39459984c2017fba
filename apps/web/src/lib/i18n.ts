import en from '@credence/shared/wording/en.json';
import type { WordingKey } from '@credence/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WORDING_QUEUE } from './wording-queue';
import type { WordingPart, WordingQueue } from './wording-queue';

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
  resources: { en: { translation: {} } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // The wording is bundled with the code, so start-up needs no waiting and no Suspense boundary.
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds wording to the catalogue i18n reads (keys already there keep their text: it is the same text). */
export function addWording(part: WordingPart): void {
  i18n.addResourceBundle('en', 'translation', part, true, false);
}

// A built app's chunks each carry the wording their code names (decision 067, vite-wording.ts): take what
// the chunks loaded so far queued, then add each later chunk's part as it loads. In development and tests
// (no build) the whole catalogue is added here; in a build this branch and the catalogue import are dropped.
const scope = globalThis as unknown as Record<string, WordingQueue | undefined>;
const queued = scope[WORDING_QUEUE];
if (Array.isArray(queued)) (queued as WordingPart[]).forEach(addWording);
scope[WORDING_QUEUE] = {
  push: (...parts: WordingPart[]) => {
    parts.forEach(addWording);
    return parts.length;
  },
};
if (!import.meta.env.PROD) addWording(en);

/**
 * Whether `key` is a key of the loaded wording: for a key that arrives at run time (an answer's code, a
 * detail's message) before it is shown with t(). In a build, a page's wording loads with its code.
 */
export const isWordingKey = (key: string): key is WordingKey => i18n.exists(key);
