import { digitsOnly } from '../fields/mask';

// What the work form does when the clinician changes certain fields (001 §4), as pure functions of the form
// values so the web form and its tests share them. Each returns a new object and keeps every other field.

type Text = string | null | undefined;

/** Ticking 'current position' clears the end date (the form also disables it). */
export function onCurrentChange<T extends { isCurrent?: boolean | null; end_date?: Text }>(
  position: T,
  isCurrent: boolean,
): T {
  return isCurrent ? { ...position, isCurrent, end_date: '' } : { ...position, isCurrent };
}

export interface ReferenceFields {
  reference_info?: boolean | null;
  reference_full_name?: Text;
  reference_first_name?: Text;
  reference_last_name?: Text;
  reference_email?: Text;
  reference_phone_number?: Text;
}

/** 'I don't know this verification information' clears the reference's name, email and phone. */
export function onDontKnowReference<T extends ReferenceFields>(position: T, dontKnow = true): T {
  if (!dontKnow) return { ...position, reference_info: false };
  return {
    ...position,
    reference_info: true,
    reference_full_name: '',
    reference_first_name: '',
    reference_last_name: '',
    reference_email: '',
    reference_phone_number: '',
  };
}

/** 'Mary Ann Smith' -> { first: 'Mary', last: 'Ann Smith' }: split at the first space (001 §3). */
export function splitReferenceFullName(fullName: string): { first: string; last: string } {
  const trimmed = fullName.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { first: trimmed, last: '' };
  return { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

/** The full-name box fills the first and last name the reference is stored under. */
export function onReferenceFullNameChange<T extends ReferenceFields>(position: T, fullName: string): T {
  const { first, last } = splitReferenceFullName(fullName);
  return {
    ...position,
    reference_full_name: fullName,
    reference_first_name: first,
    reference_last_name: last,
  };
}

interface CoverageFields<P> {
  hasCoverage?: boolean | null;
  bypass_policies?: boolean | null;
  policies?: readonly P[] | null;
}

/** Choosing 'no coverage' drops every policy attached to the position. */
export function onNoCoverage<T extends CoverageFields<unknown>>(position: T): T {
  return { ...position, hasCoverage: false, policies: [] };
}

/**
 * Uploading a policy document turns the certificate-of-insurance bypass off: the certificate is there now.
 * The policy replaces the attached one with the same id, or is added.
 */
export function onPolicyDocumentUpload<T extends CoverageFields<{ id?: unknown }>>(
  position: T,
  policy: NonNullable<T['policies']>[number],
): T {
  const policies = position.policies ?? [];
  const known = policy.id !== undefined && policy.id !== null && policies.some((p) => p.id === policy.id);
  return {
    ...position,
    bypass_policies: false,
    policies: known ? policies.map((p) => (p.id === policy.id ? policy : p)) : [...policies, policy],
  };
}

/** A picked address suggestion, already read from the address-detail look-up. */
export interface AddressSuggestion {
  readonly street?: string;
  readonly line2?: string;
  readonly city?: string;
  readonly state?: string;
  readonly zip?: string;
  readonly country?: string;
  /** The place's formatted phone number, e.g. '(555) 123-4567'. */
  readonly phone?: string;
}

export interface PositionAddressFields {
  address_line1?: Text;
  address_line2?: Text;
  address_city?: Text;
  address_state?: Text;
  address_zip?: Text;
  address_country?: Text;
  phone?: Text;
}

/**
 * Fills street, city, state, zip, country, line 2 and phone from a suggestion. The address is replaced as a
 * whole, so no part of the previous one survives beside the new; the phone is kept when the place has none
 * (the one typed is more likely right than a blank), and is stored as digits only.
 */
export function applyAddressSuggestion<T extends PositionAddressFields>(
  position: T,
  suggestion: AddressSuggestion,
): T {
  const phone = suggestion.phone ? digitsOnly(suggestion.phone) : '';
  return {
    ...position,
    address_line1: suggestion.street ?? '',
    address_line2: suggestion.line2 ?? '',
    address_city: suggestion.city ?? '',
    address_state: suggestion.state ?? '',
    address_zip: suggestion.zip ?? '',
    address_country: suggestion.country ?? '',
    ...(phone === '' ? {} : { phone }),
  };
}
