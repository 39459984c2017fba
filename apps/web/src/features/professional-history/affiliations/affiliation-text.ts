import type { AffiliationEntry } from '@credence/shared';
import type { TFunction } from 'i18next';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** How an affiliation is named in lists and buttons: its institution. */
export const affiliationName = (entry: AffiliationEntry, t: TFunction): string =>
  text(entry.institution) || t('affiliations.untitled');

/** Its department and dates: 'Cardiology · 2019-03-01 – Present'. */
export function affiliationMeta(entry: AffiliationEntry, t: TFunction): string {
  const start = text(entry.start_date) || t('professional-history.dates.unknown');
  const end =
    entry.isCurrent === true
      ? t('professional-history.dates.present')
      : text(entry.end_date) || t('professional-history.dates.unknown');
  const dates = t('professional-history.dates.range', { start, end });
  const department = text(entry.department);
  return department ? `${department} · ${dates}` : dates;
}
