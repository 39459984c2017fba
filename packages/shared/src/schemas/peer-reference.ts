import { z } from 'zod';
import { PROVIDER_TYPE_NAMES, type ProviderTypeName } from '../domain/provider-types';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { addYears, compareDates, parseDate, todayUtc } from '../fields/dates';
import { makePhoneSchema } from '../fields/phone';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  choiceField,
  flagField,
  formMessages,
  idField,
  issueAt,
  makeEmailSchema,
  resolveNow,
  ruledText,
  textField,
} from './form-fields';

// A peer reference of the professional-history references step (001 §3 "peer references numbered 1st to
// 5th", §5 'Locum-tenens peer references'; decision 021). The locum-tenens rules apply when the requirement
// says so (application_config.references.locum_tenens): who may vouch for whom by discipline, and the
// clinician's statement that the reference is none of the people the spec rules out.

export const peerReferenceMessages = {
  required: 'validation.required',
  emailOrPhone: 'validation.email-or-phone',
  lookBack: 'locum-reference.look-back',
  discipline: 'reference.discipline',
  eligible: 'reference.eligible-required',
} as const satisfies Record<string, WordingKey>;

/** The reference's own credential: the product's provider types. */
export const REFERENCE_CREDENTIALS = PROVIDER_TYPE_NAMES;

/** How the reference knows the clinician's work (001 §5: chairs, directors, supervisors, peers, referrers). */
export const REFERENCE_RELATIONSHIPS = [
  'department_chair',
  'medical_director',
  'supervisor',
  'peer',
  'referring_practitioner',
] as const;

const APRN: readonly ProviderTypeName[] = ['NP', 'CRNA', 'CNM', 'CNS'];
const PHYSICIAN: readonly ProviderTypeName[] = ['MD', 'DO'];

/**
 * 001 §5: MD/DO to MD/DO, MD/DO to PA, PA to PA, MD/DO to APRN, APRN to APRN — the credentials that may
 * vouch for a clinician of `providerType`. The spec is silent on RNs: any clinician may vouch for one.
 */
export function allowedReferenceCredentials(
  providerType: string | null | undefined,
): readonly ProviderTypeName[] {
  if (providerType === 'MD' || providerType === 'DO') return PHYSICIAN;
  if (providerType === 'PA') return [...PHYSICIAN, 'PA'];
  if (APRN.includes(providerType as ProviderTypeName)) return [...PHYSICIAN, ...APRN];
  return PROVIDER_TYPE_NAMES;
}

export interface PeerReferenceOptions {
  readonly now?: Now;
  /** The look-back in years: the reference must have worked with the clinician since then. */
  readonly lookBackYears: number;
  /** application_config.references.locum_tenens: the discipline rule and the eligibility statement. */
  readonly locumTenens?: boolean;
  /** The clinician's provider type (basic_info|occupation_code), for the discipline rule. */
  readonly providerType?: string | null;
}

export function makePeerReferenceSchema(options: PeerReferenceOptions) {
  const { now, lookBackYears, locumTenens = false, providerType } = options;
  const monthRule = makeDateSchema({ now, format: 'month' });
  return z
    .object(
      {
        id: idField,
        first_name: ruledText(requiredString),
        last_name: ruledText(requiredString),
        credential: choiceField(REFERENCE_CREDENTIALS),
        title: ruledText(requiredString),
        relationship: choiceField(REFERENCE_RELATIONSHIPS),
        specialty: textField,
        institution: ruledText(requiredString),
        phone: ruledText(makePhoneSchema({ required: false })),
        email: ruledText(makeEmailSchema({ required: false })),
        /** MM/yyyy: when they last worked together. */
        last_worked_together: ruledText(monthRule),
        /** The clinician states the reference is not a spouse, family, fellow or resident, or non-clinical. */
        attests_eligible: flagField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((reference, ctx) => {
      const issues: RuleIssue[] = [];
      if (isBlank(reference.phone) && isBlank(reference.email)) {
        issues.push(issueAt(peerReferenceMessages.emailOrPhone, ['phone']));
        issues.push(issueAt(peerReferenceMessages.emailOrPhone, ['email']));
      }
      const last = parseDate(reference.last_worked_together, 'month');
      const cutoff = addYears(todayUtc(resolveNow(now)), -lookBackYears);
      if (last && compareDates(last, { year: cutoff.year, month: cutoff.month }) < 0) {
        issues.push(issueAt(peerReferenceMessages.lookBack, ['last_worked_together']));
      }
      if (locumTenens) {
        if (!allowedReferenceCredentials(providerType).includes(reference.credential as ProviderTypeName)) {
          issues.push(issueAt(peerReferenceMessages.discipline, ['credential']));
        }
        if (!reference.attests_eligible)
          issues.push(issueAt(peerReferenceMessages.eligible, ['attests_eligible']));
      }
      addIssues(ctx, issues);
    });
}

export type PeerReference = z.infer<ReturnType<typeof makePeerReferenceSchema>>;
export type PeerReferenceInput = z.input<ReturnType<typeof makePeerReferenceSchema>>;
