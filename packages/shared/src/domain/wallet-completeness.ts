import { z } from 'zod';

/**
 * Wallet completeness (001 §9 "Wallet completeness percent shown"). The spec gives no rule; ours: ten equal
 * sections of the self-attested profile, the data every subscriber asks for before a share, and the verified
 * items that stand behind them (issue 14: "count verified items"; decision 042). Each section is complete when
 * its values are filled, each verified item when a credential of its kind is in the wallet; the percent is the
 * share of complete items, rounded.
 */
export const WALLET_SECTIONS = [
  'name',
  'date_of_birth',
  'citizenship',
  'social_security',
  'address',
  'mobile_number',
  'identifiers',
  'licenses',
  'education',
  'work_history',
] as const;
export const walletSectionSchema = z.enum(WALLET_SECTIONS);
export type WalletSection = z.infer<typeof walletSectionSchema>;

/**
 * Verified items: a credential in the wallet (added, or pending identity approval) of the catalogue types
 * below, or for `identity` the identity verification finished. A verified item counts only where it applies:
 * identifiers, licenses and education once the clinician has stated them (a verified license cannot be asked
 * of someone who holds none), work_history once an organization asked for a verifier's confirmation;
 * identity and screening (the exclusion lists) always.
 */
export const VERIFIED_ITEMS = [
  'identity',
  'identifiers',
  'licenses',
  'education',
  'screening',
  'work_history',
] as const;
export const verifiedItemSchema = z.enum(VERIFIED_ITEMS);
export type VerifiedItem = z.infer<typeof verifiedItemSchema>;

/** The catalogue types (credentials' schema_name) that complete each verified item. */
export const VERIFIED_ITEM_TYPES: Readonly<Record<Exclude<VerifiedItem, 'identity'>, readonly string[]>> = {
  identifiers: ['nppes'],
  licenses: ['state_license', 'rn_license'],
  education: ['nsc_education', 'training', 'board_certification'],
  screening: ['oig_hhs', 'sam', 'ofac', 'odm'],
  work_history: ['work_verification'],
};

export const walletCompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  sections: z.array(z.object({ key: walletSectionSchema, complete: z.boolean() })),
  /**
   * The verified items that apply, each complete or not; `offered`: an offer of its kind awaits the
   * clinician's review (/verified-source-review adds it).
   */
  verified: z
    .array(z.object({ key: verifiedItemSchema, complete: z.boolean(), offered: z.boolean() }))
    .optional(),
});
export type WalletCompleteness = z.infer<typeof walletCompletenessSchema>;

/** Self-attested values by key `section|field`, as GET /api/self_attested returns them. */
export type ProfileValues = Readonly<Record<string, unknown>>;

/** Blank text, an empty list and an object with nothing filled in all count as missing. */
export function isProfileValueFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isProfileValueFilled);
  if (typeof value === 'object') return Object.values(value).some(isProfileValueFilled);
  return true;
}

const all =
  (...keys: string[]) =>
  (values: ProfileValues) =>
    keys.every((key) => isProfileValueFilled(values[key]));
const any =
  (...keys: string[]) =>
  (values: ProfileValues) =>
    keys.some((key) => isProfileValueFilled(values[key]));

const RULES: Record<WalletSection, (values: ProfileValues) => boolean> = {
  name: all('basic_info|first_name', 'basic_info|last_name'),
  date_of_birth: all('basic_info|date_of_birth'),
  citizenship: all('basic_info|citizenship'),
  social_security: all('basic_info|social_security'),
  address: all('address|line_1', 'address|city', 'address|state', 'address|zip'),
  // A number alone is not enough: the clinician must have confirmed it with the texted code.
  mobile_number: all('basic_info|phone_number', 'basic_info|mobile_confirm'),
  identifiers: any('identifiers|nppes_number', 'identifiers|ncsbn_number'),
  // A clinician who holds no state license says so, which completes the section as well.
  licenses: (values) =>
    isProfileValueFilled(values['licenses|list']) || values['licenses|has_no_license_state'] === true,
  education: all('education|list'),
  work_history: all('work_history|history'),
};

/** What the wallet holds, for the verified items (the server reads it; without it only sections count). */
export interface VerifiedFacts {
  identityVerified: boolean;
  /** schema_name of each credential in the wallet (added or pending_verification). */
  held: readonly string[];
  /** schema_name of each open offer. */
  offered: readonly string[];
  /** Whether an organization asked for a verifier's confirmation of the work history. */
  workVerificationAsked: boolean;
}

function verifiedItems(values: ProfileValues, facts: VerifiedFacts) {
  const applies: Record<VerifiedItem, boolean> = {
    identity: true,
    identifiers: isProfileValueFilled(values['identifiers|nppes_number']),
    licenses: isProfileValueFilled(values['licenses|list']),
    education: isProfileValueFilled(values['education|list']),
    screening: true,
    work_history: facts.workVerificationAsked,
  };
  return VERIFIED_ITEMS.filter((key) => applies[key]).map((key) => {
    if (key === 'identity') return { key, complete: facts.identityVerified, offered: false };
    const types = VERIFIED_ITEM_TYPES[key];
    return {
      key,
      complete: facts.held.some((type) => types.includes(type)),
      offered: facts.offered.some((type) => types.includes(type)),
    };
  });
}

export function walletCompleteness(values: ProfileValues, facts?: VerifiedFacts): WalletCompleteness {
  const sections = WALLET_SECTIONS.map((key) => ({ key, complete: RULES[key](values) }));
  const verified = facts ? verifiedItems(values, facts) : [];
  const items = [...sections, ...verified];
  const complete = items.filter((item) => item.complete).length;
  const percent = Math.round((complete / items.length) * 100);
  return facts ? { percent, sections, verified } : { percent, sections };
}
