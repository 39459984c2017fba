import type { RequirementSet, RequirementSetInput, TaskTemplateInput } from '@credence/shared';

// The editor's working copy of a requirement set, and how it becomes the body the server checks with the
// same schema (requirementSetInputSchema).

export interface TemplateDraft {
  key: string;
  id?: string;
  name: string;
  type: 'document' | 'question';
  required_for_share: boolean;
  sign_and_submit: boolean;
  order: string;
  question_set: string;
  assigned: number;
}

export interface SetDraft {
  name: string;
  provider_types: string[];
  credentials: Record<string, string[]>;
  attested_reqs: string[];
  /** Number settings as typed (empty: the default). */
  numbers: Record<NumberSetting, string>;
  flags: Record<FlagSetting, boolean>;
  malpractice: string[] | null;
  purpose: string;
  /** Settings of the stored config the editor does not show: kept as they are. */
  rest: Record<string, unknown>;
  templates: TemplateDraft[];
}

export const NUMBER_SETTINGS = [
  'look_back_years',
  'allowed_gap_days',
  'affiliation_look_back_years',
  'references_required_count',
  'verification_window_days',
  'retention_days',
] as const;
export type NumberSetting = (typeof NUMBER_SETTINGS)[number];

export const FLAG_SETTINGS = [
  'work_history_verification',
  'affiliations_verification',
  'locum_tenens',
  'identity_check',
  'identity_verification',
  'optional_work_history',
] as const;
export type FlagSetting = (typeof FLAG_SETTINGS)[number];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asked = (value: unknown) => value === true || record(value).required === true;
const text = (value: unknown) => (typeof value === 'number' ? String(value) : '');

let counter = 0;
export const newTemplateKey = () => `template-${(counter += 1)}`;

export function draftOf(set: RequirementSet | undefined): SetDraft {
  const config = { ...(set?.application_config ?? {}) };
  const verification = record(config.verification);
  const references = record(config.references);
  const share = record(config.share);
  const malpractice = record(config.malpractice).required;
  const shown = [
    'look_back_years',
    'allowed_gap_days',
    'affiliation_look_back_years',
    'verification_window_days',
    'verification',
    'references',
    'share',
    'identity_check',
    'identity_verification',
    'provider_types',
    'malpractice',
    'optional_work_history',
  ];
  const rest = Object.fromEntries(Object.entries(config).filter(([key]) => !shown.includes(key)));
  return {
    name: set?.name ?? '',
    provider_types: Array.isArray(config.provider_types) ? (config.provider_types as string[]) : [],
    credentials: Object.fromEntries((set?.credential_set ?? []).map((entry) => [entry.type, entry.fields])),
    attested_reqs: set?.attested_reqs ?? [],
    numbers: {
      look_back_years: text(config.look_back_years),
      allowed_gap_days: text(config.allowed_gap_days),
      affiliation_look_back_years: text(config.affiliation_look_back_years),
      references_required_count: text(references.required_count),
      verification_window_days: text(config.verification_window_days),
      retention_days: text(share.retention_days),
    },
    flags: {
      work_history_verification: asked(verification.work_history),
      affiliations_verification: asked(verification.hospital_affiliations),
      locum_tenens: references.locum_tenens === true,
      identity_check: asked(config.identity_check),
      identity_verification: asked(config.identity_verification),
      optional_work_history: config.optional_work_history === true,
    },
    malpractice: Array.isArray(malpractice) ? (malpractice as string[]) : null,
    purpose: typeof share.purpose === 'string' ? share.purpose : '',
    rest,
    templates: (set?.task_templates ?? []).map((template) => ({
      key: template.id,
      id: template.id,
      name: template.name,
      type: template.type,
      required_for_share: template.required_for_share,
      sign_and_submit: template.wallet_location === 'sign-and-submit',
      order: template.sign_and_submit_order === null ? '' : String(template.sign_and_submit_order),
      question_set: template.question_set ?? '',
      assigned: template.assigned,
    })),
  };
}

/** A typed number, or the text itself so the schema reports it (never silently dropped). */
const numberOf = (value: string): number | string | undefined =>
  value.trim() === '' ? undefined : /^-?\d+$/.test(value.trim()) ? Number(value) : value;

const compact = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

export function bodyOf(draft: SetDraft): RequirementSetInput {
  const n = draft.numbers;
  const references = compact({
    required_count: numberOf(n.references_required_count),
    locum_tenens: draft.flags.locum_tenens || undefined,
  });
  const share = compact({
    purpose: draft.purpose.trim() || undefined,
    retention_days: numberOf(n.retention_days),
  });
  const config = compact({
    ...draft.rest,
    look_back_years: numberOf(n.look_back_years),
    allowed_gap_days: numberOf(n.allowed_gap_days),
    affiliation_look_back_years: numberOf(n.affiliation_look_back_years),
    verification_window_days: numberOf(n.verification_window_days),
    optional_work_history: draft.flags.optional_work_history || undefined,
    verification: {
      work_history: { required: draft.flags.work_history_verification },
      hospital_affiliations: { required: draft.flags.affiliations_verification },
    },
    references: Object.keys(references).length ? references : undefined,
    share: Object.keys(share).length ? share : undefined,
    identity_check: draft.flags.identity_check,
    identity_verification: draft.flags.identity_verification,
    provider_types: draft.provider_types.length ? draft.provider_types : undefined,
    malpractice: draft.malpractice ? { required: draft.malpractice } : undefined,
  });
  const templates: TaskTemplateInput[] = draft.templates.map((template) => ({
    ...(template.id ? { id: template.id } : {}),
    name: template.name,
    type: template.type,
    required_for_share: template.required_for_share,
    wallet_location: template.sign_and_submit ? 'sign-and-submit' : null,
    sign_and_submit_order: template.sign_and_submit ? Number(template.order) || null : null,
    question_set: template.type === 'question' ? template.question_set || null : null,
  }));
  return {
    name: draft.name,
    credential_set: Object.entries(draft.credentials).map(([type, fields]) => ({ type, fields })),
    application_config: config as RequirementSetInput['application_config'],
    attested_reqs: draft.attested_reqs,
    task_templates: templates,
  };
}
