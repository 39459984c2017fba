import { isWordingKey } from '#web/lib/i18n';
import type { TFunction } from 'i18next';

/** A section's heading: its wording, or its stored name for a section the catalogue has no words for. */
export const sectionLabel = (t: TFunction, section: string) => {
  const key = `wallet.personal.section.${section}`;
  return isWordingKey(key) ? t(key) : section;
};

/** A field's label: its wording, or its stored name (a question of an organization's question set). */
export const fieldLabel = (t: TFunction, section: string, field: string) => {
  const key = `wallet.personal.field.${section}.${field}`;
  return isWordingKey(key) ? t(key) : field;
};
