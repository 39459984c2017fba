import type {
  Bundle,
  BundleEntry,
  Extension,
  Practitioner,
  PractitionerQualification,
  PractitionerRole,
  VerificationResult,
} from 'fhir/r4';
import type { ShareItem } from '../../db/schema';

// The FHIR R4 export of what a share disclosed (issue 17; decision 043; credentials.md §5): a Bundle
// (collection) of a Practitioner (NPI identifier; one qualification per license, registration, board or
// degree shared, each with the Da Vinci PDex practitioner-qualification extension for status and state), a
// PractitionerRole (NUCC specialty) and one VerificationResult per verified item. Only the fields the
// clinician disclosed appear; a credential pending identity approval is left out (nothing was disclosed).

const PDEX_QUALIFICATION =
  'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/practitioner-qualification';
const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
const NUCC = 'http://nucc.org/provider-taxonomy';
const V2_0360 = 'http://terminology.hl7.org/CodeSystem/v2-0360';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FhirCredential {
  item: ShareItem;
  /** The credential's fields, only those disclosed. */
  fields: Record<string, unknown>;
  source: string;
  verifiedAt: Date | null;
}

export interface FhirInput {
  shareId: string;
  sharedAt: Date;
  signedAt: Date;
  clinician: { firstName: string | null; lastName: string | null };
  organization: string;
  /** NUCC taxonomy code of the clinician's specialty, when they gave one. */
  specialtyCode: string | null;
  windowDays: number;
  credentials: FhirCredential[];
}

const QUALIFICATION_TYPES = new Set([
  'rn_license',
  'state_license',
  'dea',
  'cds',
  'board_certification',
  'nsc_education',
  'training',
]);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const dateOf = (value: unknown) => {
  const s = text(value);
  return s && /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : undefined;
};

function qualificationOf(credential: FhirCredential): PractitionerQualification {
  const { item, fields } = credential;
  const number = text(fields.license_number) ?? text(fields.dea) ?? text(fields.certificate_number);
  const state = text(fields.state) ?? (item.name.match(/^([A-Z]{2}) /)?.[1] as string | undefined);
  const status = text(fields.license_status) ?? text(fields.record_status) ?? text(fields.status);
  const extension: Extension[] = [
    {
      url: 'status',
      valueCode: status && /inactive|expired|revoked|suspend/i.test(status) ? 'inactive' : 'active',
    },
  ];
  if (state && /^[A-Z]{2}$/.test(state))
    extension.push({
      url: 'whereValid',
      valueCodeableConcept: { coding: [{ system: 'https://www.usps.com/', code: state }] },
    });
  const expires = dateOf(fields.expiration_date);
  const starts = dateOf(fields.initial_date) ?? dateOf(fields.issue_date);
  return {
    extension: [{ url: PDEX_QUALIFICATION, extension }],
    ...(number ? { identifier: [{ value: number }] } : {}),
    code:
      item.schema_name === 'rn_license'
        ? { coding: [{ system: V2_0360, code: 'RN', display: 'Registered Nurse' }], text: item.name }
        : { text: item.name },
    ...(expires || starts
      ? { period: { ...(starts ? { start: starts } : {}), ...(expires ? { end: expires } : {}) } }
      : {}),
    ...(text(fields.license_board) ? { issuer: { display: text(fields.license_board)! } } : {}),
  };
}

const PRIMARY_SOURCE_TYPE: Record<string, string> = {
  rn_license: 'lic-board',
  state_license: 'lic-board',
  board_certification: 'issuer',
  nsc_education: 'prim',
  training: 'prim',
};

export function shareBundle(input: FhirInput): Bundle {
  const practitionerRef = `urn:uuid:${input.shareId}`;
  const shared = input.credentials.filter((c) => !c.item.pending_identity);
  const npi = shared
    .filter((c) => c.item.schema_name === 'nppes')
    .map((c) => text(c.fields.number))
    .find(Boolean);
  const qualifications = shared.filter((c) => QUALIFICATION_TYPES.has(c.item.schema_name));
  const practitioner: Practitioner = {
    resourceType: 'Practitioner',
    ...(npi ? { identifier: [{ system: NPI_SYSTEM, value: npi }] } : {}),
    name: [
      {
        ...(input.clinician.lastName ? { family: input.clinician.lastName } : {}),
        ...(input.clinician.firstName ? { given: [input.clinician.firstName] } : {}),
      },
    ],
    qualification: qualifications.map(qualificationOf),
  };
  const role: PractitionerRole = {
    resourceType: 'PractitionerRole',
    practitioner: { reference: practitionerRef },
    organization: { display: input.organization },
    ...(input.specialtyCode
      ? { specialty: [{ coding: [{ system: NUCC, code: input.specialtyCode }] }] }
      : {}),
  };
  const results: VerificationResult[] = shared
    .filter((c) => c.verifiedAt !== null)
    .map((c) => {
      const q = qualifications.indexOf(c);
      const targetLocation =
        q >= 0
          ? `Practitioner.qualification[${q}]`
          : c.item.schema_name === 'nppes'
            ? 'Practitioner.identifier[0]'
            : 'Practitioner';
      const verified = c.verifiedAt!;
      const next = new Date(verified.getTime() + input.windowDays * DAY_MS).toISOString().slice(0, 10);
      return {
        resourceType: 'VerificationResult',
        target: [{ reference: practitionerRef, display: c.item.name }],
        targetLocation: [targetLocation],
        need: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/need', code: 'periodic' }] },
        status: 'validated',
        statusDate: verified.toISOString(),
        validationType: {
          coding: [{ system: 'http://terminology.hl7.org/CodeSystem/validation-type', code: 'primary' }],
        },
        lastPerformed: verified.toISOString(),
        nextScheduled: next,
        primarySource: [
          {
            who: { display: c.source },
            type: [
              {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/primary-source-type',
                    code: PRIMARY_SOURCE_TYPE[c.item.schema_name] ?? 'reg-auth',
                  },
                ],
              },
            ],
            communicationMethod: [
              {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/verificationresult-communication-method',
                    code: 'pull',
                  },
                ],
              },
            ],
            validationStatus: {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/validation-status', code: 'successful' },
              ],
            },
            validationDate: verified.toISOString(),
          },
        ],
        attestation: {
          who: { reference: practitionerRef },
          date: input.signedAt.toISOString().slice(0, 10),
          communicationMethod: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/verificationresult-communication-method',
                code: 'portal',
              },
            ],
          },
        },
        validator: [{ organization: { display: 'Credence' } }],
      };
    });
  const entry: BundleEntry[] = [
    { fullUrl: practitionerRef, resource: practitioner },
    { fullUrl: `urn:uuid:${roleId(input.shareId, 'role')}`, resource: role },
    ...results.map((resource, index) => ({
      fullUrl: `urn:uuid:${roleId(input.shareId, `vr${index}`)}`,
      resource,
    })),
  ];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.sharedAt.toISOString(),
    identifier: { system: 'urn:credence:share', value: input.shareId },
    entry,
  };
}

/** A stable UUID per resource of one share (the share id with its last group replaced). */
function roleId(shareId: string, name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 0xffffffffffff;
  return `${shareId.slice(0, 24)}${hash.toString(16).padStart(12, '0').slice(-12)}`;
}
