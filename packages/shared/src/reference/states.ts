import { z } from 'zod';

export type StateKind = 'state' | 'district' | 'territory' | 'province';

export interface State {
  code: string;
  name: string;
  country: 'US' | 'CA';
  kind: StateKind;
}

const us = (code: string, name: string, kind: StateKind = 'state'): State => ({
  code,
  name,
  country: 'US',
  kind,
});
const ca = (code: string, name: string, kind: StateKind = 'province'): State => ({
  code,
  name,
  country: 'CA',
  kind,
});

/** The 50 states and the District of Columbia. */
export const US_STATES: readonly State[] = [
  us('AL', 'Alabama'),
  us('AK', 'Alaska'),
  us('AZ', 'Arizona'),
  us('AR', 'Arkansas'),
  us('CA', 'California'),
  us('CO', 'Colorado'),
  us('CT', 'Connecticut'),
  us('DE', 'Delaware'),
  us('DC', 'District of Columbia', 'district'),
  us('FL', 'Florida'),
  us('GA', 'Georgia'),
  us('HI', 'Hawaii'),
  us('ID', 'Idaho'),
  us('IL', 'Illinois'),
  us('IN', 'Indiana'),
  us('IA', 'Iowa'),
  us('KS', 'Kansas'),
  us('KY', 'Kentucky'),
  us('LA', 'Louisiana'),
  us('ME', 'Maine'),
  us('MD', 'Maryland'),
  us('MA', 'Massachusetts'),
  us('MI', 'Michigan'),
  us('MN', 'Minnesota'),
  us('MS', 'Mississippi'),
  us('MO', 'Missouri'),
  us('MT', 'Montana'),
  us('NE', 'Nebraska'),
  us('NV', 'Nevada'),
  us('NH', 'New Hampshire'),
  us('NJ', 'New Jersey'),
  us('NM', 'New Mexico'),
  us('NY', 'New York'),
  us('NC', 'North Carolina'),
  us('ND', 'North Dakota'),
  us('OH', 'Ohio'),
  us('OK', 'Oklahoma'),
  us('OR', 'Oregon'),
  us('PA', 'Pennsylvania'),
  us('RI', 'Rhode Island'),
  us('SC', 'South Carolina'),
  us('SD', 'South Dakota'),
  us('TN', 'Tennessee'),
  us('TX', 'Texas'),
  us('UT', 'Utah'),
  us('VT', 'Vermont'),
  us('VA', 'Virginia'),
  us('WA', 'Washington'),
  us('WV', 'West Virginia'),
  us('WI', 'Wisconsin'),
  us('WY', 'Wyoming'),
];

/** Inhabited territories: each has its own licensing boards, so clinicians hold licenses there. */
export const US_TERRITORIES: readonly State[] = [
  us('AS', 'American Samoa', 'territory'),
  us('GU', 'Guam', 'territory'),
  us('MP', 'Northern Mariana Islands', 'territory'),
  us('PR', 'Puerto Rico', 'territory'),
  us('VI', 'U.S. Virgin Islands', 'territory'),
];

export const CANADIAN_PROVINCES: readonly State[] = [
  ca('AB', 'Alberta'),
  ca('BC', 'British Columbia'),
  ca('MB', 'Manitoba'),
  ca('NB', 'New Brunswick'),
  ca('NL', 'Newfoundland and Labrador'),
  ca('NS', 'Nova Scotia'),
  ca('NT', 'Northwest Territories', 'territory'),
  ca('NU', 'Nunavut', 'territory'),
  ca('ON', 'Ontario'),
  ca('PE', 'Prince Edward Island'),
  ca('QC', 'Quebec'),
  ca('SK', 'Saskatchewan'),
  ca('YT', 'Yukon', 'territory'),
];

/** Every state a form may offer: US states and DC, US territories, then Canadian provinces and territories. */
export const STATES: readonly State[] = [...US_STATES, ...US_TERRITORIES, ...CANADIAN_PROVINCES];

/**
 * Military "states" of APO/FPO/DPO mail. Kept out of STATES on purpose: they are mailing codes, not places
 * with licensing boards, and the home address may not be a mail-only address. Offer them only for mailing.
 */
export const US_MILITARY_MAIL_STATES: readonly State[] = [
  us('AA', 'Armed Forces Americas', 'territory'),
  us('AE', 'Armed Forces Europe', 'territory'),
  us('AP', 'Armed Forces Pacific', 'territory'),
];

export const STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  STATES.map(({ code, name }) => [code, name]),
);

export const knownStateCodeSchema = z
  .string()
  .refine((code) => Object.hasOwn(STATE_NAMES, code), { message: 'Unknown state code' });

export function stateName(code: string): string | undefined {
  return Object.hasOwn(STATE_NAMES, code) ? STATE_NAMES[code] : undefined;
}
