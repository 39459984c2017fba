import type { WordingKey } from '@credence/shared';

/**
 * One SD-JWT VC type per catalogue credential type (packages/shared/src/domain/credential-forms.ts; decision 036):
 * its display name, the claims that are always visible and the ones the holder may withhold. A claim not listed
 * here is selectively disclosable too: what is not known to be safe to show is never forced into view.
 */
export interface VctEntry {
  name: WordingKey;
  visible: readonly string[];
  disclosable: readonly string[];
}

export const VCT_CATALOGUE = {
  malpractice: {
    name: 'issuer.vct.malpractice',
    visible: ['carrier', 'coverage_start', 'coverage_end', 'current'],
    disclosable: ['policy_number', 'limits'],
  },
  npdb: {
    name: 'issuer.vct.npdb',
    visible: ['report_type', 'query_date', 'record_status'],
    disclosable: ['report_details'],
  },
  nppes: {
    name: 'issuer.vct.nppes',
    visible: ['record_status'],
    disclosable: ['npi', 'given_name', 'family_name', 'taxonomy'],
  },
  nsc_education: {
    name: 'issuer.vct.nsc_education',
    visible: ['institution', 'type', 'program'],
    disclosable: ['start_date', 'end_date', 'specialty', 'degree'],
  },
  odm: {
    name: 'issuer.vct.odm',
    visible: ['source', 'excluded', 'list_version', 'checked_at'],
    disclosable: ['match_details'],
  },
  sam: {
    name: 'issuer.vct.sam',
    visible: ['source', 'excluded', 'list_version', 'checked_at'],
    disclosable: ['match_details'],
  },
  oig_hhs: {
    name: 'issuer.vct.oig_hhs',
    visible: ['source', 'excluded', 'list_version', 'checked_at'],
    disclosable: ['match_details'],
  },
  ofac: {
    name: 'issuer.vct.ofac',
    visible: ['source', 'excluded', 'list_version', 'checked_at'],
    disclosable: ['match_details'],
  },
  participation_reported: {
    name: 'issuer.vct.participation_reported',
    visible: ['program', 'record_status'],
    disclosable: ['details'],
  },
  rn_license: {
    name: 'issuer.vct.rn_license',
    visible: ['state', 'type', 'record_status', 'board_actions'],
    disclosable: ['number', 'issue_date', 'expiration_date', 'given_name', 'family_name'],
  },
  state_license: {
    name: 'issuer.vct.state_license',
    visible: ['state', 'type', 'record_status', 'board_actions'],
    disclosable: ['number', 'issue_date', 'expiration_date', 'given_name', 'family_name'],
  },
  training: {
    name: 'issuer.vct.training',
    visible: ['institution', 'type', 'program'],
    disclosable: ['start_date', 'end_date', 'specialty'],
  },
  work_gap: { name: 'issuer.vct.work_gap', visible: ['start_date', 'end_date'], disclosable: ['reason'] },
  work_equifax: {
    name: 'issuer.vct.work_equifax',
    visible: ['employer', 'role'],
    disclosable: ['start_date', 'end_date', 'details'],
  },
  work_history: {
    name: 'issuer.vct.work_history',
    visible: ['institution', 'role'],
    disclosable: ['start_date', 'end_date', 'details'],
  },
  work_training: {
    name: 'issuer.vct.work_training',
    visible: ['institution', 'role'],
    disclosable: ['start_date', 'end_date', 'details'],
  },
  work_transcript: {
    name: 'issuer.vct.work_transcript',
    visible: ['institution', 'type', 'program'],
    disclosable: ['start_date', 'end_date', 'specialty'],
  },
  work_verification: {
    name: 'issuer.vct.work_verification',
    visible: ['institution', 'role', 'start_date', 'end_date', 'good_standing', 'signed_by'],
    disclosable: ['discipline', 'privileges', 'details'],
  },
  credence_id: {
    name: 'issuer.vct.credence_id',
    visible: ['verification_level', 'verified_at'],
    disclosable: ['given_name', 'family_name', 'birthdate', 'address'],
  },
  cds: {
    name: 'issuer.vct.cds',
    visible: ['state', 'schedules', 'record_status'],
    disclosable: ['number', 'expiration_date'],
  },
  cms: {
    name: 'issuer.vct.cms',
    visible: ['record_status', 'opt_out'],
    disclosable: ['npi', 'effective_date', 'end_date'],
  },
  dea: {
    name: 'issuer.vct.dea',
    visible: ['state', 'schedules', 'record_status'],
    disclosable: ['number', 'expiration_date'],
  },
  hospital_affiliation: {
    name: 'issuer.vct.hospital_affiliation',
    visible: ['institution', 'record_status'],
    disclosable: ['department', 'privileges', 'start_date', 'end_date'],
  },
  aha_cert: {
    name: 'issuer.vct.aha_cert',
    visible: ['certification', 'record_status'],
    disclosable: ['card_number', 'issue_date', 'expiration_date'],
  },
} as const satisfies Record<string, VctEntry>;
