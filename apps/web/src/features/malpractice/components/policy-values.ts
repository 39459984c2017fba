import {
  malpracticeMethodOf,
  type MalpracticeMethod,
  type MalpracticePolicyRecord,
  type MalpracticeRecord,
} from '@credence/shared';

/** The malpractice form's values: every field of a policy and of an explanation, and the method. */
export interface PolicyFormValues {
  method: MalpracticeMethod | '';
  name: string;
  policy_number: string;
  per_occurrence: string;
  agg_coverage: string;
  effective_date: string;
  retro_date: string;
  expiration_date: string;
  document: { id: string; name: string; created_at?: string } | null;
  not_on_hand: boolean;
  not_on_hand_coverage_type: string;
  no_coverage_reason: string;
  work_history_id: string[];
}

export const EMPTY_POLICY: PolicyFormValues = {
  method: '',
  name: '',
  policy_number: '',
  per_occurrence: '',
  agg_coverage: '',
  effective_date: '',
  retro_date: '',
  expiration_date: '',
  document: null,
  not_on_hand: false,
  not_on_hand_coverage_type: '',
  no_coverage_reason: '',
  work_history_id: [],
};

/** The details a face sheet holds: picking a document used by a policy brings these in. */
export const detailsOf = (policy: MalpracticePolicyRecord): Partial<PolicyFormValues> => ({
  name: policy.name,
  policy_number: policy.policy_number,
  per_occurrence: policy.per_occurrence,
  agg_coverage: policy.agg_coverage,
  effective_date: policy.effective_date,
  retro_date: policy.retro_date,
  expiration_date: policy.expiration_date,
});

/** The form a stored record opens with. */
export function valuesOf(record: MalpracticeRecord): PolicyFormValues {
  const method = malpracticeMethodOf(record);
  if ('is_explanation' in record) {
    return {
      ...EMPTY_POLICY,
      method,
      no_coverage_reason: record.no_coverage_reason,
      work_history_id: record.work_history_id,
    };
  }
  return {
    ...EMPTY_POLICY,
    ...detailsOf(record),
    method,
    document: record.document,
    not_on_hand: record.not_on_hand,
    not_on_hand_coverage_type: record.not_on_hand_coverage_type,
    work_history_id: record.work_history_id,
  };
}

/** The form's fields in the order they appear (the error summary lists them so). */
export const POLICY_FIELD_ORDER = [
  'method',
  'document',
  'not_on_hand',
  'not_on_hand_coverage_type',
  'name',
  'policy_number',
  'effective_date',
  'expiration_date',
  'retro_date',
  'per_occurrence',
  'agg_coverage',
  'no_coverage_reason',
  'work_history_id',
] as const;

/** The control an issue at `path` belongs to (document.id → document). */
export const policyFieldOf = (path: readonly (string | number)[]): string => String(path[0] ?? 'method');

/** The id of a field's control: the error summary links to it. */
export const policyFieldId = (field: string) => `insurance-${field.replace(/_/g, '-')}`;
