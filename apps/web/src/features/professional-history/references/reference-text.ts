import type { PeerReferenceEntry, WordingKey } from '@credence/shared';
import type { TFunction } from 'i18next';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** '1st Reference' … '5th Reference': the place in the list (001 §3), counted from 0. */
export const ordinalKey = (index: number): WordingKey =>
  `reference.ordinal.${Math.min(Math.max(index + 1, 1), 5)}` as WordingKey;

/** How a reference is named in buttons and notices: first and last name. */
export function referenceName(entry: Record<string, unknown>, t: TFunction): string {
  const name = [text(entry.first_name), text(entry.last_name)].filter(Boolean).join(' ');
  return name || t('references.untitled');
}

/** The card's details: credential and title, then the institution. */
export function referenceDetails(entry: PeerReferenceEntry): string[] {
  const role = [text(entry.credential), text(entry.title)].filter(Boolean).join(', ');
  return [role, text(entry.institution)].filter(Boolean);
}
