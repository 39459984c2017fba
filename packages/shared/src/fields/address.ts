import { z } from 'zod';
import type { WordingKey } from '../wording/index';
import { checkWith, requiredString, stringField, type FieldOptions, type RuleIssue } from './rule';

export const addressMessages = {
  postalCode: 'validation.postal-code',
  addressNumber: 'validation.address-number',
  state: 'validation.state',
  poBox: 'validation.po-box',
  zip4: 'validation.zip4',
} as const satisfies Record<string, WordingKey>;

/**
 * At least 5 letters or digits, one of them a digit. Spaces and hyphens may separate them so that
 * 'K1A 0B1' (the state list includes Canadian provinces) and '12345-6789' are accepted.
 */
export function isValidPostalCode(value: string): boolean {
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(value)) return false;
  const characters = value.replace(/[ -]/g, '');
  return characters.length >= 5 && /\d/.test(characters);
}

export const hasStreetNumber = (line: string): boolean => /\d/.test(line);

/** Two letters, either case ('al' is stored as 'AL'). */
export const isValidStateCode = (value: string): boolean => /^[A-Za-z]{2}$/.test(value);

export const isValidZip4 = (value: string): boolean => /^\d{4}$/.test(value);

// A PO box is named with a separator ('PO Box', 'P.O. Box', 'P O Box') or glued and followed by its
// number ('POBox 12', 'POB 12'), so a street called 'Pobox Lane' or 'Boxwood Drive' is not one.
const PO_BOX_PATTERNS = [
  /\bp(?:\.\s*|\s+)?o(?:\.\s*|\s+)box\b/i,
  /\bp\.?\s*o\.?\s*b(?:ox)?\.?\s*(?:#|no\.?)?\s*\d/i,
  /\bpost\s+office\s+box\b/i,
  /^\s*box\s*#?\s*\d/i,
];

export const isPoBox = (line: string): boolean => PO_BOX_PATTERNS.some((pattern) => pattern.test(line));

export const makePostalCodeSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidPostalCode, addressMessages.postalCode), options);

export const makeStateCodeSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidStateCode, addressMessages.state), options).transform((value) =>
    value.toUpperCase(),
  );

export interface AddressLineOptions extends FieldOptions {
  /** A home address may not be a PO box (spec 001 §5). */
  readonly home?: boolean;
}

export function checkAddressLine(
  line: string,
  { home = false }: AddressLineOptions = {},
): RuleIssue | undefined {
  if (home && isPoBox(line)) return { message: addressMessages.poBox };
  return hasStreetNumber(line) ? undefined : { message: addressMessages.addressNumber };
}

export const makeAddressLineSchema = (options: AddressLineOptions = {}) =>
  stringField((line) => checkAddressLine(line, options), options);

export const postalCodeSchema = makePostalCodeSchema();
export const stateCodeSchema = makeStateCodeSchema();
export const addressLineSchema = makeAddressLineSchema();
export const homeAddressLineSchema = makeAddressLineSchema({ home: true });
export const zip4Schema = stringField(checkWith(isValidZip4, addressMessages.zip4), { required: false });

/** The self-attested home address (profile section 'address'). Line 2 is optional but no PO box either. */
export const homeAddressSchema = z.object({
  line_1: homeAddressLineSchema,
  line_2: stringField((line) => (isPoBox(line) ? { message: addressMessages.poBox } : undefined), {
    required: false,
  }).optional(),
  city: requiredString,
  state: stateCodeSchema,
  zip: postalCodeSchema,
  zip4: zip4Schema.optional(),
});

export type HomeAddress = z.infer<typeof homeAddressSchema>;
