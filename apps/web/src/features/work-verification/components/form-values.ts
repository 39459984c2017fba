import type { WorkVerificationPublicData } from '@credence/shared';

/** The form's values: the record (000 §3) and the signature, as POST /api/work_verification takes them. */
export interface WorkVerificationFormValues {
  record: {
    first_name: string;
    last_name: string;
    date_of_birth: string;
    institution: string;
    department: string;
    role: string;
    start_date: string;
    end_date: string;
    good_standing: boolean | null;
    good_standing_details: string;
    privileges: boolean | null;
    privileges_details: string;
    discipline: boolean | null;
    discipline_details: string;
    drug_history: boolean | null;
    drug_history_details: string;
    condition: boolean | null;
    condition_details: string;
    verifier_name: string;
    verifier_title: string;
    carrier: string;
    send_confirmation: boolean;
  };
  signature: { consent: boolean; consent_version: string; full_name: string; attest: boolean };
}

/** The form as it opens: what the clinician said, for the verifier to confirm or correct. */
export function initialValues(data: WorkVerificationPublicData): WorkVerificationFormValues {
  return {
    record: {
      first_name: data.clinician.first_name,
      last_name: data.clinician.last_name,
      date_of_birth: '',
      institution: data.position.institution,
      department: data.position.department,
      role: data.position.role,
      start_date: data.position.start_date,
      end_date: data.position.end_date,
      good_standing: null,
      good_standing_details: '',
      privileges: null,
      privileges_details: '',
      discipline: null,
      discipline_details: '',
      drug_history: null,
      drug_history_details: '',
      condition: null,
      condition_details: '',
      verifier_name: data.verifier_name,
      verifier_title: '',
      carrier: '',
      send_confirmation: true,
    },
    signature: { consent: false, consent_version: data.consent_version, full_name: '', attest: false },
  };
}

/** The fields in page order, for the error summary. */
export const FIELD_ORDER = [
  'record.first_name',
  'record.last_name',
  'record.date_of_birth',
  'record.institution',
  'record.department',
  'record.role',
  'record.start_date',
  'record.end_date',
  'record.good_standing',
  'record.good_standing_details',
  'record.privileges',
  'record.privileges_details',
  'record.discipline',
  'record.discipline_details',
  'record.drug_history',
  'record.drug_history_details',
  'record.condition',
  'record.condition_details',
  'record.verifier_name',
  'record.verifier_title',
  'record.carrier',
  'record.send_confirmation',
  'signature.consent',
  'signature.consent_version',
  'signature.full_name',
  'signature.attest',
] as const;

/** A field's control id: dots are awkward in ids, so `record.first_name` → `wv-record-first_name`. */
export const fieldIdOf = (field: string) => `wv-${field.replaceAll('.', '-')}`;
