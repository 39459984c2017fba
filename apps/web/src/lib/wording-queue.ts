/**
 * The global through which each built chunk hands over its wording (vite-wording.ts, decision 067): a chunk
 * that loads before the app's i18n queues its part in an array; once i18n is up, pushing adds it at once.
 */
export const WORDING_QUEUE = '__credenceWording';

export type WordingPart = Readonly<Record<string, string>>;

/** What the chunks call: an array before i18n starts, i18n's adder after. */
export interface WordingQueue {
  push(...parts: WordingPart[]): unknown;
}
