import type { State } from './states';
import { STATES } from './states';

/**
 * States whose licenses we verify on the state board's own website rather than through the national
 * look-ups. The spec says such a subset exists but does not list it; this is our choice: large boards that
 * publish an online look-up designated as primary source (CA, FL, IL, NY, PA, TX) and the territories,
 * whose boards are not covered by the national look-ups. Change it here and nowhere else.
 */
export const STATES_REQUIRING_WEBSITE_LICENSE_VERIFICATION = [
  'CA',
  'FL',
  'IL',
  'NY',
  'PA',
  'TX',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

const WEBSITE_VERIFICATION: ReadonlySet<string> = new Set(STATES_REQUIRING_WEBSITE_LICENSE_VERIFICATION);

export function requiresWebsiteLicenseVerification(stateCode: string): boolean {
  return WEBSITE_VERIFICATION.has(stateCode.toUpperCase());
}

export function statesRequiringWebsiteLicenseVerification(): readonly State[] {
  return STATES.filter((state) => WEBSITE_VERIFICATION.has(state.code));
}
