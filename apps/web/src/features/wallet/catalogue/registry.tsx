import { formTypeFor, IDENTITY_CREDENTIAL_TYPE, isNoCoverageExplanation } from '@credence/shared';
import type { CredentialFormType } from '@credence/shared';
import type { ReactNode } from 'react';
import type { CatalogueCredential } from './credential-values';
import { EditFields } from './edit-form';
import { ExclusionResult } from './exclusion-form';
import type { ExclusionType } from './exclusion-form';
import { FORM_SPECS, NO_COVERAGE_SPEC } from './form-specs';
import type { SectionSpec } from './form-specs';
import { GenericEdit, GenericReadOnly } from './generic-form';
import { NpdbNotice } from './npdb-notice';
import { ParticipationList } from './participation-list';
import { ReadOnlyFields } from './read-only-form';
import { CoveragePolicies, withCoverageRule } from './work-coverage';

export interface ReadProps {
  credential: CatalogueCredential;
  /** Prefix of the ids of any controls, unique on the page. */
  idPrefix: string;
}

export interface EditProps extends ReadProps {
  onSave: (data: Record<string, unknown>) => Promise<void> | void;
  onCancel: () => void;
}

export interface CatalogueEntry {
  Read: (props: ReadProps) => ReactNode;
  /** Absent where the clinician has nothing to correct: a screening's answer, the data-bank notice. */
  Edit?: (props: EditProps) => ReactNode;
}

function fieldsEntry(
  sectionsOf: (credential: CatalogueCredential) => readonly SectionSpec[],
): CatalogueEntry {
  return {
    Read: ({ credential }) => (
      <div className="credential-form">
        <ReadOnlyFields sections={sectionsOf(credential)} data={credential.data} />
      </div>
    ),
    Edit: ({ credential, ...props }) => (
      <EditFields {...props} sections={sectionsOf(credential)} data={credential.data} />
    ),
  };
}

const specOf = (type: CredentialFormType) => () => FORM_SPECS[type] ?? [];

const exclusionEntry = (type: ExclusionType): CatalogueEntry => ({
  Read: ({ credential }) => <ExclusionResult type={type} credential={credential} />,
});

const workEntry = (type: 'work_history' | 'work_training'): CatalogueEntry => ({
  Read: ({ credential }) => (
    <div className="credential-form">
      <ReadOnlyFields
        sections={FORM_SPECS[type] ?? []}
        data={credential.data}
        appendTo={{ heading: 'work.liability-heading', content: <CoveragePolicies data={credential.data} /> }}
      />
    </div>
  ),
  Edit: ({ credential, ...props }) => (
    <EditFields
      {...props}
      sections={FORM_SPECS[type] ?? []}
      data={credential.data}
      finish={withCoverageRule}
    />
  ),
});

/** A malpractice record is a policy, or the explanation of having no coverage (001 §2: two forms). */
const malpracticeSections = (credential: CatalogueCredential) =>
  isNoCoverageExplanation(credential.data) ? NO_COVERAGE_SPEC : (FORM_SPECS.malpractice ?? []);

/** One registry from catalogue type to its read-only and editable forms (001 §2). */
export const CATALOGUE: Record<CredentialFormType, CatalogueEntry> = {
  malpractice: fieldsEntry(malpracticeSections),
  npdb: { Read: () => <NpdbNotice /> },
  nppes: fieldsEntry(specOf('nppes')),
  nsc_education: fieldsEntry(specOf('nsc_education')),
  odm: exclusionEntry('odm'),
  sam: exclusionEntry('sam'),
  oig_hhs: exclusionEntry('oig_hhs'),
  ofac: exclusionEntry('ofac'),
  participation_reported: { Read: ({ credential }) => <ParticipationList credential={credential} /> },
  rn_license: fieldsEntry(specOf('rn_license')),
  state_license: fieldsEntry(specOf('state_license')),
  training: fieldsEntry(specOf('training')),
  work_gap: fieldsEntry(specOf('work_gap')),
  work_equifax: fieldsEntry(specOf('work_equifax')),
  work_history: workEntry('work_history'),
  work_training: workEntry('work_training'),
  work_transcript: fieldsEntry(specOf('work_transcript')),
  work_verification: fieldsEntry(specOf('work_verification')),
  [IDENTITY_CREDENTIAL_TYPE]: fieldsEntry(specOf(IDENTITY_CREDENTIAL_TYPE)),
  cds: fieldsEntry(specOf('cds')),
  // The opt-out check answers a list like the exclusion checks; a record typed by hand has the opt-out dates.
  cms: {
    Read: (props) =>
      'exclusions' in props.credential.data ? (
        <ExclusionResult type="cms" credential={props.credential} />
      ) : (
        fieldsEntry(specOf('cms')).Read(props)
      ),
    Edit: ({ credential, ...props }) => (
      <EditFields {...props} sections={FORM_SPECS.cms ?? []} data={credential.data} />
    ),
  },
  dea: fieldsEntry(specOf('dea')),
  hospital_affiliation: fieldsEntry(specOf('hospital_affiliation')),
  aha_cert: fieldsEntry(specOf('aha_cert')),
  generic: {
    Read: ({ credential, idPrefix }) => <GenericReadOnly data={credential.data} idPrefix={idPrefix} />,
    Edit: ({ credential, ...props }) => <GenericEdit {...props} data={credential.data} />,
  },
};

/** The catalogue entry of a credential's type; an unknown type gets the generic form. */
export const catalogueEntryFor = (schemaName: string): CatalogueEntry => CATALOGUE[formTypeFor(schemaName)];

/** A credential's read-only form, or its editable one when `edit` is given and the type has one. */
export function CredentialForm({
  credential,
  idPrefix,
  edit,
}: ReadProps & { edit?: Omit<EditProps, keyof ReadProps> }) {
  const entry = catalogueEntryFor(credential.schema_name);
  if (edit && entry.Edit) return <entry.Edit credential={credential} idPrefix={idPrefix} {...edit} />;
  return <entry.Read credential={credential} idPrefix={idPrefix} />;
}
