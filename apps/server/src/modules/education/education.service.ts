import {
  EDUCATION_SEARCH_LIMIT,
  type EducationInstitution,
  type educationSearchQuerySchema,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { consumeLookup, type LookupLimitDeps } from '../lookups/lookup-guard';
import { searchInstitutions, toInstitution } from './education.repository';
import { ensureEducationDirectory } from './loader';

export interface EducationDeps extends LookupLimitDeps {
  db: Kysely<Database>;
}

/**
 * GET /api/education?q=: schools of the IPEDS directory (decision 049). It runs while the clinician types, so
 * it counts against the account's address bucket (the autocomplete's pace). What is typed names a school,
 * not a person: it is neither audited nor logged.
 */
export async function searchEducation(
  deps: EducationDeps,
  caller: Caller,
  query: z.output<typeof educationSearchQuerySchema>,
): Promise<EducationInstitution[]> {
  await consumeLookup(deps, caller.userId, 'address');
  await ensureEducationDirectory(deps.db, deps.clock);
  const rows = await searchInstitutions(deps.db, query.q, EDUCATION_SEARCH_LIMIT);
  return rows.map(toInstitution);
}
