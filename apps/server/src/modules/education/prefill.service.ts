import { selfAttestedKey, type EducationPrefillData, type EducationPrefillEntry } from '@credence/shared';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { readValues } from '../self-attested/self-attested.repository';
import type { EducationDeps } from './education.service';
import { institutionNamed } from './education.repository';
import { institutionKey } from './directory-file';
import { ensureEducationDirectory } from './loader';

const LIST_KEY = selfAttestedKey('education', 'list');
/** A clearinghouse institution name this like a directory name (trigram similarity) is that school. */
const SAME_SCHOOL = 0.5;
/** Wallet credentials that no longer stand are not proposed. */
const GONE = ['revoked', 'failed', 'disputed', 'expired'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const sameKey = (institution: string, degree: string) =>
  `${institutionKey(institution)}|${institutionKey(degree)}`;

/** The school and degree of each entry already listed (education|list), compared in one spelling. */
function listedKeys(list: unknown): Set<string> {
  const entries = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  return new Set(
    entries.map((entry) => {
      const institution = (entry?.institution ?? {}) as Record<string, unknown>;
      return sameKey(text(institution.name), text(entry?.degree_level));
    }),
  );
}

/**
 * POST /api/education/prefill (decision 049): the degrees of the clinician's wallet (nsc_education records the
 * clearinghouse confirmed) not in their education list yet, as education entries, each school matched to the
 * IPEDS directory for its code, city and state. Nothing is saved: the editor adds them to the form and the
 * clinician reviews and saves. Audited with counts only.
 */
export async function prefillEducation(deps: EducationDeps, caller: Caller): Promise<EducationPrefillData> {
  await ensureEducationDirectory(deps.db, deps.clock);
  const saved = await readValues(deps.db, caller.userId, [LIST_KEY]);
  const listed = listedKeys(saved.find((row) => row.key === LIST_KEY)?.value);
  const records = await deps.db
    .selectFrom('credentials')
    .select(['fields'])
    .where('user_id', '=', caller.userId)
    .where('schema_name', '=', 'nsc_education')
    .where('status', 'not in', GONE)
    .orderBy('offered_at')
    .execute();
  const entries: EducationPrefillEntry[] = [];
  for (const { fields } of records) {
    const name = text(fields.institution);
    const degree = text(fields.degree);
    const key = sameKey(name, degree);
    if (name === '' || degree === '' || listed.has(key)) continue;
    listed.add(key);
    const school = await institutionNamed(deps.db, name, SAME_SCHOOL);
    const awarded = /^(\d{4})-(\d{2})-\d{2}$/.exec(text(fields.award_date));
    entries.push({
      source: 'nsc_education',
      entry: {
        institution: {
          name,
          code: school?.unitid ?? '',
          city: school?.city ?? '',
          state: school?.state ?? '',
          country: school ? 'US' : '',
        },
        degree_level: degree,
        foreign_education: false,
        graduation_month: awarded ? String(Number(awarded[2])) : '',
        graduation_year: awarded?.[1] ?? '',
        highest_practicing_degree: false,
        nursing_program: null,
      },
    });
  }
  await audit(deps.db, caller.origin, {
    action: 'education.prefill',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { records: records.length, proposed: entries.length },
  });
  return { entries };
}
