import {
  credentialCategoryFor,
  credentialEvidenceSchema,
  credentialOriginSchema,
  credentialSourceSchema,
  type Credential,
  type CredentialFieldReview,
  type CredentialFieldValue,
} from '@credence/shared';
import { nameKey, type Subject } from '../verifications/subject';
import type { CredentialRow, DisputeRow } from './credentials.repository';

// A credential row as the API answers it (contract: packages/shared/src/api/credentials.ts): the category
// by the shared rule, each field's source value beside the clinician's self-attested one.

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const dateOnly = (value: Date | string | null) => {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
};
const fieldValue = (value: unknown): CredentialFieldValue => {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined) return null;
  return String(value);
};
const squash = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

type Attested = Record<string, { value: string | null; compare: 'name' | 'id' | 'none' }>;

/** The clinician's own answer for each field of the item that they gave one for. */
function attestedFor(
  row: CredentialRow,
  fields: Record<string, CredentialFieldValue>,
  subject: Subject,
): Attested {
  const [first] = row.item_key.split('|');
  const ofType = (type: string) => subject.licenses.filter((license) => license.record_type === type);
  const sameState = (type: string) => ofType(type).filter((license) => license.state === (first ?? ''));
  switch (row.schema_name) {
    case 'nppes':
      return {
        first_name: { value: subject.firstName || null, compare: 'name' },
        last_name: { value: subject.lastName || null, compare: 'name' },
        number: { value: subject.npi, compare: 'id' },
      };
    case 'state_license':
    case 'rn_license': {
      const given = sameState(row.schema_name);
      const number = String(fields.license_number ?? '');
      const match = given.find((l) => squash(l.license_number) === squash(number)) ?? given[0];
      return { license_number: { value: match?.license_number ?? null, compare: 'id' } };
    }
    case 'dea': {
      const given = ofType('dea');
      const match =
        given.find((l) => squash(l.license_number) === squash(String(fields.dea ?? ''))) ??
        given.find((l) => l.state === fields.state);
      return {
        dea: { value: match?.license_number ?? null, compare: 'id' },
        state: { value: match?.state ?? null, compare: 'id' },
      };
    }
    case 'cds':
      return { license_number: { value: String(fields.license_number ?? '') || null, compare: 'id' } };
    case 'board_certification': {
      const board = subject.boards.find((b) => b.boardId.toUpperCase() === (first ?? ''));
      return { certificate_number: { value: board?.idNumber || null, compare: 'id' } };
    }
    case 'nsc_education': {
      const school = subject.education.find(
        (entry) => squash(entry.institutionName) === squash(String(fields.institution ?? '')),
      );
      return {
        first_name: { value: subject.firstName || null, compare: 'name' },
        last_name: { value: subject.lastName || null, compare: 'name' },
        institution: { value: school?.institutionName ?? null, compare: 'id' },
        // Degree names differ in form ('MSN' and 'Master of Science in Nursing'): shown, not compared.
        degree: { value: school?.degree || null, compare: 'none' },
      };
    }
    default:
      return {};
  }
}

function reviewOf(
  row: CredentialRow,
  fields: Record<string, CredentialFieldValue>,
  subject: Subject,
): CredentialFieldReview[] {
  const attested = attestedFor(row, fields, subject);
  return Object.entries(fields).map(([field, sourceValue]) => {
    const mine = attested[field];
    const value = mine?.value ?? null;
    let matches: boolean | null = null;
    if (mine && mine.compare !== 'none' && value !== null && typeof sourceValue === 'string') {
      matches =
        mine.compare === 'name'
          ? nameKey(value) === nameKey(sourceValue) ||
            (field === 'last_name' && subject.otherLastNames.some((n) => nameKey(n) === nameKey(sourceValue)))
          : squash(value) === squash(sourceValue);
    }
    return { field, source_value: sourceValue, attested_value: value, matches };
  });
}

export function presentDispute(dispute: DisputeRow | undefined): Credential['dispute'] {
  if (!dispute) return null;
  const evidence = credentialEvidenceSchema.safeParse(dispute.answer_evidence);
  return {
    reason: dispute.reason,
    document_id: dispute.document_id,
    status: dispute.status,
    opened_at: iso(dispute.opened_at)!,
    answer: dispute.answer,
    answered_at: iso(dispute.answered_at),
    answer_evidence: evidence.success ? evidence.data : null,
  };
}

export function presentCredential(
  row: CredentialRow,
  subject: Subject,
  dispute: DisputeRow | undefined,
): Credential {
  const stored = (row.fields ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, fieldValue(value)]));
  return {
    id: row.id,
    schema_name: row.schema_name,
    category: credentialCategoryFor(row),
    name: row.name,
    status: row.status,
    needs_review: row.needs_review,
    awaiting_identity: row.awaiting_identity,
    fields,
    review: reviewOf(row, fields, subject),
    evidence: {
      source: credentialSourceSchema.parse(row.source),
      origin: credentialOriginSchema.catch('attested').parse(row.origin),
      method: row.method,
      checked_at: iso(row.checked_at),
      verification_id: row.verification_id,
      ...(typeof stored.record_sha256 === 'string' ? { record_sha256: stored.record_sha256 } : {}),
    },
    expires_on: dateOnly(row.expires_on),
    verified_at: iso(row.verified_at),
    offered_at: iso(row.offered_at)!,
    accepted_at: iso(row.accepted_at),
    dispute: presentDispute(dispute),
    replaces: row.replaces_id,
    portable:
      row.sd_jwt && row.vct && row.status_uri !== null && row.status_idx !== null
        ? {
            format: 'dc+sd-jwt',
            vct: row.vct,
            sd_jwt: row.sd_jwt,
            status_list: { uri: row.status_uri, idx: row.status_idx },
          }
        : null,
  };
}
