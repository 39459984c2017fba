import { z } from 'zod';

/** `licenses.record_type` of the self-attested profile. */
export const LICENSE_RECORD_TYPES = ['dea', 'state_license', 'cds', 'rn_license'] as const;
export const licenseRecordTypeSchema = z.enum(LICENSE_RECORD_TYPES);
export type LicenseRecordType = z.infer<typeof licenseRecordTypeSchema>;

/**
 * The `license_types` vocabulary of a provider type: which license look-ups apply to the clinician.
 * medical_license is a state board license found through FSMB (MD, DO, PA); rn_license is a nursing license
 * found through Nursys (RN and the APRN types); dea_license is a DEA registration.
 */
export const LICENSE_TYPES = ['medical_license', 'dea_license', 'rn_license'] as const;
export const licenseTypeSchema = z.enum(LICENSE_TYPES);
export type LicenseType = z.infer<typeof licenseTypeSchema>;

/** The clinician may state they hold none of these; each kind has its own `has_no_license` flag. */
export const NO_LICENSE_KINDS = ['cds', 'dea', 'rn', 'state'] as const;
export const noLicenseKindSchema = z.enum(NO_LICENSE_KINDS);
export type NoLicenseKind = z.infer<typeof noLicenseKindSchema>;

/** License records carry `board_actions` as the strings 'True' or 'False'. */
export function hasBoardActions(boardActions: string | null | undefined): boolean {
  return boardActions === 'True';
}
