import { TRAINING_TYPES } from '@credence/shared';
import type { TrainingType, WorkHistoryEntry } from '@credence/shared';
import type { TFunction } from 'i18next';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** How an entry is named in lists and buttons: role and institution, or what there is of them. */
export function entryName(entry: WorkHistoryEntry, t: TFunction): string {
  if (entry.type === 'gap') return t('work-entry.employment-gap');
  const institution = text(entry.institution) || text(entry.program_name);
  const role = text(entry.role);
  if (role && institution) return t('professional-history.entry.name', { role, institution });
  return role || institution || t('professional-history.entry.untitled');
}

/** The months an entry or gap covers: 'MM/yyyy – MM/yyyy', 'MM/yyyy – Present'. */
export function datesText(
  { start_date, end_date, isCurrent }: Pick<WorkHistoryEntry, 'start_date' | 'end_date' | 'isCurrent'>,
  t: TFunction,
): string {
  const start = text(start_date) || t('professional-history.dates.unknown');
  const end = isCurrent
    ? t('professional-history.dates.present')
    : text(end_date) || t('professional-history.dates.unknown');
  return t('professional-history.dates.range', { start, end });
}

/** The kind of entry, in words: Job, Training (Residency), Military service, Employment gap. */
export function entryKind(entry: WorkHistoryEntry, t: TFunction): string {
  if (entry.type === 'gap') return t('work-entry.employment-gap');
  const kinds: Record<string, string> = {
    job: t('professional-history.type.job'),
    training: t('professional-history.type.training'),
    military: t('professional-history.type.military'),
  };
  const kind = kinds[entry.type] ?? entry.type;
  const trainingType = text(entry.training_type) as TrainingType;
  return entry.type === 'training' && TRAINING_TYPES.includes(trainingType)
    ? t('professional-history.entry.training-kind', {
        kind,
        training: t(`enroll.training.type.${trainingType}`),
      })
    : kind;
}
