import {
  affiliationAnswerSchema,
  affiliationEntrySchema,
  makeAffiliationPositionSchema,
  parseDate,
  selfAttestedKey,
  type AffiliationAnswer,
  type AffiliationConfigData,
  type AffiliationEntry,
  type Now,
} from '@credence/shared';
import { badRequest } from '../../lib/app-error';

// The rules of one hospital affiliation and of the list, without the database.

export const AFFILIATIONS_KEY = selfAttestedKey('hospital_affiliations', 'list');
export const AFFILIATIONS_ANSWER_KEY = selfAttestedKey('hospital_affiliations', 'answer');

const schemaFor = (config: AffiliationConfigData, now: Now) =>
  makeAffiliationPositionSchema({ referenceRequired: config.reference_required, now });

/** The stored list as affiliations; anything that is not an object with an id is left out. */
export function affiliationsOf(value: unknown): AffiliationEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is AffiliationEntry => affiliationEntrySchema.safeParse(item).success);
}

/** The stored answer, or null when none was given (or what is stored is not one). */
export function answerOf(value: unknown): AffiliationAnswer | null {
  const parsed = affiliationAnswerSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The affiliation as it is stored: checked by the form's schema under the requirement's config and
 * normalized by it (unknown fields dropped, phone numbers as +1 and digits). 400 with each problem at its
 * field.
 */
export function checkAffiliation(
  affiliation: Record<string, unknown>,
  config: AffiliationConfigData,
  now: Now,
): AffiliationEntry {
  const parsed = schemaFor(config, now).safeParse(affiliation);
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data as AffiliationEntry;
}

export interface AffiliationsStatus {
  incompleteIds: string[];
  complete: boolean;
}

/**
 * What the requirement still asks: the affiliations failing a rule under its config, and whether the step
 * is done (answer 'no', or 'yes' with at least one affiliation and none incomplete).
 */
export function affiliationsStatus(
  affiliations: readonly AffiliationEntry[],
  answer: AffiliationAnswer | null,
  config: AffiliationConfigData,
  now: Now,
): AffiliationsStatus {
  const schema = schemaFor(config, now);
  const incompleteIds = affiliations
    .filter((affiliation) => !schema.safeParse(affiliation).success)
    .map((affiliation) => affiliation.id);
  const complete =
    answer === 'no' || (answer === 'yes' && affiliations.length > 0 && incompleteIds.length === 0);
  return { incompleteIds, complete };
}

/** Days since year 0 (roughly, for ordering) of the start, or null when it does not read. */
function startDay(affiliation: AffiliationEntry): number | null {
  const raw = affiliation.start_date;
  const start = parseDate(typeof raw === 'string' ? raw.trim() : '', 'iso');
  return start ? (start.year * 12 + start.month) * 31 + (start.day ?? 1) : null;
}

/**
 * Newest first: current affiliations, then the rest by start date descending. Affiliations whose start does
 * not read come last; ties keep their stored order.
 */
export function sortNewestFirst(affiliations: readonly AffiliationEntry[]): AffiliationEntry[] {
  return affiliations
    .map((affiliation, index) => ({
      affiliation,
      index,
      current: affiliation.isCurrent === true,
      start: startDay(affiliation),
    }))
    .sort((a, b) => {
      if (a.current !== b.current) return a.current ? -1 : 1;
      if (a.start !== b.start) {
        if (a.start === null) return 1;
        if (b.start === null) return -1;
        return b.start - a.start;
      }
      return a.index - b.index;
    })
    .map(({ affiliation }) => affiliation);
}
