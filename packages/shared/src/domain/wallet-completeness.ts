import { z } from 'zod';

/**
 * Wallet completeness (001 §9 "Wallet completeness percent shown"). The spec gives no rule; ours: ten equal
 * sections of the self-attested profile, the data every subscriber asks for before a share. Each section is
 * complete when its values are filled; the percent is the share of complete sections, rounded.
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

export const walletCompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  sections: z.array(z.object({ key: walletSectionSchema, complete: z.boolean() })),
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

export function walletCompleteness(values: ProfileValues): WalletCompleteness {
  const sections = WALLET_SECTIONS.map((key) => ({ key, complete: RULES[key](values) }));
  const complete = sections.filter((section) => section.complete).length;
  return { percent: Math.round((complete / sections.length) * 100), sections };
}
