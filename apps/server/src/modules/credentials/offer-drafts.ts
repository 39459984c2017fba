import type { CredentialOrigin, OfferedCredentialType, VerificationSource } from '@credence/shared';

// What a source's record becomes (issue 14, decision 035): one draft per item the source answered for, in
// the catalogue type's own fields (domain/wallet-credentials.ts CREDENTIAL_FIELDS). Read from the evidence
// the verification stored, so a draft is exactly what the source said. Pure: no database.

export type FieldValue = string | string[] | null;

/** What the source says of the item: in force, on hold, or no longer in force (a monitoring finding). */
export type ItemStanding = 'active' | 'suspended' | 'inactive';

export interface OfferDraft {
  schema_name: OfferedCredentialType;
  /** The item within its source: a re-check finds the same row by it. */
  item_key: string;
  name: string;
  fields: Record<string, FieldValue>;
  origin: CredentialOrigin;
  method: 'primary_source' | 'attested';
  expires_on: string | null;
  standing: ItemStanding;
  /** Something a person must look at before it counts (an exclusion found). */
  needs_review: boolean;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;
const dateOf = (value: unknown): string | null => {
  const text = str(value);
  const match = text ? /^(\d{4}-\d{2}-\d{2})/.exec(text) : null;
  return match?.[1] ?? null;
};
/** CMS writes MM/DD/YYYY. */
const usDateOf = (value: unknown): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(str(value) ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : dateOf(value);
};
const upperKey = (...parts: (string | null)[]) =>
  parts.map((part) => (part ?? '').toUpperCase().replace(/\s/g, '')).join('|');

/** The clinician's own answers the attested-only drafts need (CDS registrations). */
export interface AttestedItems {
  cds: { state: string; license_number: string; expiration_date?: string | null }[];
}

const STATE_NAMES: Readonly<Record<string, string>> = { NY: 'New York', CA: 'California' };

function nppesDrafts(evidence: Json): OfferDraft[] {
  const registry = obj(evidence.registry);
  const record = obj(registry.record);
  const basic = obj(record.basic);
  const number = str(record.number) ?? str(obj(registry.url_query).number);
  if (!number || Object.keys(record).length === 0) return [];
  const deactivated = obj(evidence.deactivation_report).row != null;
  const status = str(basic.status);
  return [
    {
      schema_name: 'nppes',
      item_key: number,
      name: `NPI ${number}`,
      fields: {
        first_name: str(basic.first_name),
        last_name: str(basic.last_name),
        number,
        status: deactivated ? 'D' : status,
      },
      origin: 'nppes',
      method: 'primary_source',
      expires_on: null,
      standing: deactivated || (status !== null && status !== 'A') ? 'inactive' : 'active',
      needs_review: false,
    },
  ];
}

const standingOfStatus = (active: boolean, status: string | null): ItemStanding => {
  if (active) return 'active';
  return /suspend|probation|restrict/i.test(status ?? '') ? 'suspended' : 'inactive';
};

function stateLicenseDrafts(evidence: Json): OfferDraft[] {
  return arr(evidence.records).flatMap((value) => {
    const license = obj(value);
    const state = str(license.state);
    const number = str(license.number);
    if (!state || !number) return [];
    const status = str(license.status);
    const origin: CredentialOrigin = license.source === 'fsmb' ? 'fsmb' : 'state_board';
    return [
      {
        schema_name: 'state_license' as const,
        item_key: upperKey(state, number),
        name: `${state} ${str(license.licenseType) ?? ''} license ${number}`.replace(/\s+/g, ' '),
        fields: {
          license_board: str(license.board),
          license_number: number,
          initial_date: dateOf(license.issueDate),
          expiration_date: dateOf(license.expirationDate),
          validity_date: null,
          license_status: status,
          // FSMB reports no board actions in its license answer: unknown, never 'False' by default.
          board_actions: null,
        },
        origin,
        method: 'primary_source' as const,
        expires_on: dateOf(license.expirationDate),
        standing: standingOfStatus(license.active === true, status),
        needs_review: false,
      },
    ];
  });
}

/** 000 §4: only active Nursys licenses become rn_license; an inactive one is a finding against a held one. */
function rnLicenseDrafts(evidence: Json): OfferDraft[] {
  const nurse = obj(evidence.nurse);
  return arr(nurse.licenses).flatMap((value) => {
    const license = obj(value);
    const state = str(license.jurisdiction);
    const number = str(license.licenseNumber);
    if (!state || !number) return [];
    const status = str(license.status);
    return [
      {
        schema_name: 'rn_license' as const,
        item_key: upperKey(state, number),
        name: `${state} ${str(license.licenseType) ?? 'RN'} license ${number}`,
        fields: {
          license_board: `${state} Board of Nursing`,
          license_number: number,
          initial_date: dateOf(license.originalDate),
          expiration_date: dateOf(license.expirationDate),
          validity_date: null,
          license_status: status,
          // Discipline comes through e-Notify, not the license look-up: unknown here, never 'False' by default.
          board_actions: null,
        },
        origin: 'nursys' as const,
        method: 'primary_source' as const,
        expires_on: dateOf(license.expirationDate),
        standing: standingOfStatus(license.active === true, status),
        needs_review: false,
      },
    ];
  });
}

function deaDrafts(evidence: Json, attested: AttestedItems): OfferDraft[] {
  const registrations = arr(evidence.registrations).flatMap((value): OfferDraft[] => {
    const entry = obj(value);
    const record = obj(entry.record);
    const number = str(record.deaNumber) ?? str(entry.number);
    if (!number || Object.keys(record).length === 0) return [];
    return [
      {
        schema_name: 'dea',
        item_key: upperKey(number),
        name: `DEA registration ${number}`,
        fields: {
          dea: number,
          state: str(record.stateCode),
          expiration_date: dateOf(record.expirationDate),
          drug_schedule: arr(record.schedules).map(String).join(', ') || null,
          activity: str(record.businessActivity),
          payment_indicator: null,
          uin: null,
          patients_permitted: null,
        },
        origin: 'dea',
        method: 'primary_source',
        expires_on: dateOf(record.expirationDate),
        standing: 'active',
        needs_review: false,
      },
    ];
  });
  // A state CDS registration has no primary source here: offered as the clinician stated it, marked attested,
  // beside a DEA registration of the same state (the DEA registration requires the state one).
  const deaStates = new Set(registrations.map((r) => r.fields.state));
  const cds = attested.cds
    .filter((entry) => deaStates.has(entry.state))
    .map((entry): OfferDraft => ({
      schema_name: 'cds',
      item_key: upperKey(entry.state, entry.license_number),
      name: `${entry.state} controlled substance registration ${entry.license_number}`,
      fields: {
        license_board: `${entry.state} controlled substance registration`,
        license_number: entry.license_number,
        issue_date: null,
        expiration_date: entry.expiration_date ?? null,
      },
      origin: 'attested',
      method: 'attested',
      expires_on: entry.expiration_date ?? null,
      standing: 'active',
      needs_review: false,
    }));
  return [...registrations, ...cds];
}

function boardDrafts(evidence: Json): OfferDraft[] {
  return arr(evidence.boards).flatMap((value) =>
    arr(obj(value).certifications).flatMap((certValue): OfferDraft[] => {
      const cert = obj(certValue);
      const boardId = str(cert.boardId);
      const number = str(cert.certificateNumber) ?? '';
      if (!boardId) return [];
      const status = str(cert.status);
      return [
        {
          schema_name: 'board_certification',
          item_key: upperKey(boardId, number, str(cert.certification)),
          name: `${str(cert.certification) ?? 'Board certification'} (${str(cert.boardName) ?? boardId})`,
          fields: {
            board_name: str(cert.boardName),
            certification: str(cert.certification),
            certificate_number: number || null,
            status,
            issue_date: dateOf(cert.initialDate),
            expiration_date: dateOf(cert.expirationDate),
          },
          origin: 'board',
          method: 'primary_source',
          expires_on: dateOf(cert.expirationDate),
          standing: ['active', 'certified'].includes((status ?? '').toLowerCase())
            ? 'active'
            : standingOfStatus(false, status),
          needs_review: false,
        },
      ];
    }),
  );
}

const TRAINING = /\b(residency|fellowship|internship)\b/i;

/** A confirmed degree is nsc_education; a residency, fellowship or internship record is training. */
function educationDrafts(evidence: Json): OfferDraft[] {
  return arr(evidence.degrees).flatMap((value): OfferDraft[] => {
    const answer = obj(value);
    const record = obj(answer.record);
    if (answer.status !== 'CONFIRMED' || Object.keys(record).length === 0) return [];
    const degree = str(record.degree);
    const institution = str(record.institution);
    const key = upperKey(institution, degree);
    const training = TRAINING.exec(degree ?? '');
    if (training) {
      return [
        {
          schema_name: 'training',
          item_key: key,
          name: `${degree}, ${institution}`,
          fields: {
            program_name: degree,
            institution_name: institution,
            institution_state: null,
            verification_status: str(record.status),
            specialty: null,
            start_date: null,
            end_date: dateOf(record.award_date),
            training_type: training[1]!.toLowerCase(),
          },
          origin: 'nsc',
          method: 'primary_source',
          expires_on: null,
          standing: 'active',
          needs_review: false,
        },
      ];
    }
    return [
      {
        schema_name: 'nsc_education',
        item_key: key,
        name: `${degree ?? 'Degree'}, ${institution ?? ''}`.trim(),
        fields: {
          first_name: str(record.first_name),
          last_name: str(record.last_name),
          status: str(record.status),
          award_date: dateOf(record.award_date),
          degree,
          institution,
        },
        origin: 'nsc',
        method: 'primary_source',
        expires_on: null,
        standing: 'active',
        needs_review: false,
      },
    ];
  });
}

function medicareDrafts(evidence: Json, today: string): OfferDraft[] {
  const row = evidence.row == null ? null : obj(evidence.row);
  const snapshot = obj(evidence.snapshot);
  if (!snapshot.sha256 && !row) return [];
  const end = row ? usDateOf(row['Optout End Date']) : null;
  const running = row !== null && (!end || end >= today);
  return [
    {
      schema_name: 'cms',
      item_key: 'medicare_optout',
      name: 'Medicare opt-out',
      // The opt-out record is the finding: an empty list means the clinician has not opted out.
      fields: {
        exclusions: running ? [`Medicare opt-out${end ? ` until ${end}` : ''}`] : [],
      },
      origin: 'cms_optout',
      method: 'primary_source',
      expires_on: null,
      standing: 'active',
      needs_review: running,
    },
  ];
}

const EXCLUSION_LISTS: Readonly<
  Record<string, { type: OfferedCredentialType; origin: CredentialOrigin; name: string }>
> = {
  oig_leie: { type: 'oig_hhs', origin: 'oig_leie', name: 'OIG exclusion list (LEIE)' },
  sam: { type: 'sam', origin: 'sam', name: 'SAM.gov exclusions' },
  ofac: { type: 'ofac', origin: 'ofac', name: 'OFAC sanctions list' },
  odm_ny: { type: 'odm', origin: 'odm_ny', name: `${STATE_NAMES.NY} Medicaid exclusion` },
  odm_ca: { type: 'odm', origin: 'odm_ca', name: `${STATE_NAMES.CA} Medicaid exclusion` },
};

/**
 * One result per list. Only confirmed rows enter the exclusions list (credentials.md §4 rule 7), so the
 * spec's rule reads it (domain/exclusions.ts: empty = not excluded). A list with an open name hit offers
 * nothing until a person decides it: a "not excluded" result must not stand beside an open candidate.
 */
function exclusionDrafts(evidence: Json): OfferDraft[] {
  return arr(evidence.lists).flatMap((value): OfferDraft[] => {
    const list = obj(value);
    const source = str(list.source);
    const known = source ? EXCLUSION_LISTS[source] : undefined;
    if (!known || !source || list.status === 'candidate' || list.status === 'unavailable') return [];
    const confirmed = arr(list.matches)
      .map(obj)
      .filter((match) => match.status === 'excluded')
      .map((match) => `${source}:${str(match.row_key) ?? ''}`);
    return [
      {
        schema_name: known.type,
        item_key: source,
        name: known.name,
        fields: { exclusions: confirmed },
        origin: known.origin,
        method: 'primary_source',
        expires_on: null,
        standing: 'active',
        needs_review: confirmed.length > 0,
      },
    ];
  });
}

/** The drafts a verification's stored evidence makes. */
export function draftsOf(
  source: VerificationSource,
  evidence: unknown,
  context: { today: string; attested: AttestedItems },
): OfferDraft[] {
  const json = obj(evidence);
  switch (source) {
    case 'nppes':
      return nppesDrafts(json);
    case 'state_license':
      return stateLicenseDrafts(json);
    case 'rn_license':
      return rnLicenseDrafts(json);
    case 'dea':
      return deaDrafts(json, context.attested);
    case 'board_cert':
      return boardDrafts(json);
    case 'education':
      return educationDrafts(json);
    case 'medicare_optout':
      return medicareDrafts(json, context.today);
    case 'exclusions':
      return exclusionDrafts(json);
  }
}
