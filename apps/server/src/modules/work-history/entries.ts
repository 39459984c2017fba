import {
  WORK_POSITION_TYPES,
  formMessages,
  makeWorkGapSchema,
  makeWorkHistoryPositionSchema,
  parseDate,
  positionOptionsOf,
  workHistoryEntrySchema,
  type Now,
  type StoredWorkHistoryEntry,
  type WorkHistoryConfig,
} from '@credence/shared';
import { badRequest } from '../../lib/app-error';

// The rules of one work-history entry and of the list, without the database.

/** The stored list as entries; anything that is not an entry with an id and a type is left out. */
export function entriesOf(value: unknown): StoredWorkHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is StoredWorkHistoryEntry => workHistoryEntrySchema.safeParse(item).success,
  );
}

const isPositionType = (type: unknown): boolean => (WORK_POSITION_TYPES as readonly unknown[]).includes(type);

/**
 * The entry as it is stored: checked by the form of its type under the requirement's config and normalized
 * by it (trimmed text, phone numbers as +1 and digits). 400 with each problem at the entry's field.
 */
export function checkEntry(
  entry: Record<string, unknown>,
  config: WorkHistoryConfig,
  now: Now,
): StoredWorkHistoryEntry {
  const schema =
    entry.type === 'gap'
      ? makeWorkGapSchema({ now })
      : isPositionType(entry.type)
        ? makeWorkHistoryPositionSchema(positionOptionsOf(config, now))
        : null;
  if (!schema) throw badRequest([{ path: 'type', message: formMessages.chooseOption }]);
  const parsed = schema.safeParse(entry);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data as StoredWorkHistoryEntry;
}

/** Months since year 0 of the entry's start, or null when it does not read. */
function startMonth(entry: StoredWorkHistoryEntry): number | null {
  const start = parseDate(typeof entry.start_date === 'string' ? entry.start_date.trim() : '', 'month');
  return start ? start.year * 12 + start.month : null;
}

const isCurrentPosition = (entry: StoredWorkHistoryEntry): boolean =>
  entry.type !== 'gap' && entry.isCurrent === true;

/**
 * Newest first: current positions, then the rest by start month descending, gaps placed by their start
 * like any entry. Entries whose start does not read come last; ties keep their stored order.
 */
export function sortNewestFirst(entries: readonly StoredWorkHistoryEntry[]): StoredWorkHistoryEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, current: isCurrentPosition(entry), start: startMonth(entry) }))
    .sort((a, b) => {
      if (a.current !== b.current) return a.current ? -1 : 1;
      if (a.start !== b.start) {
        if (a.start === null) return 1;
        if (b.start === null) return -1;
        return b.start - a.start;
      }
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}
