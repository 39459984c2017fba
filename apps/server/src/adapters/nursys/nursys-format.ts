import { z } from 'zod';

// Nursys e-Notify JSON, as NCSBN's API guide names it (data-sources.md): a POST answers a Transaction; the
// GET with its TransactionId answers ProcessingCompleteFlag and, once complete, NurseLookupResponses.

const text = z.string().nullish();
/** Nursys writes dates as '2019-06-30T00:00:00' (sometimes with an offset); some boards leave them empty. */
const dateTime = z.string().nullish();

export const nursysErrorSchema = z.object({
  ErrorID: z.union([z.number(), z.string()]).nullish(),
  ErrorMessage: text,
});

export const nursysTransactionSchema = z.object({
  TransactionId: z.union([z.string(), z.number()]).transform(String),
  TransactionDate: text,
  TransactionComment: text,
  TransactionSuccessFlag: z.boolean(),
  TransactionErrors: z.array(nursysErrorSchema).nullish(),
});

export const nursysSubmitResponseSchema = z.object({ Transaction: nursysTransactionSchema });

export const nursysAdvancedPracticeSchema = z.object({
  FocusSpecialty: text,
  PrescriptionAuthority: text,
  CertificationExpirationDate: dateTime,
  FocusSpecialtyExpirationDate: dateTime,
});

export const nursysLicenseSchema = z.object({
  FirstName: text,
  LastName: text,
  LicenseType: z.string(),
  JurisdictionAbbreviation: z.string(),
  Jurisdiction: text,
  LicenseNumber: z.string(),
  /** A string in the guide ('Yes'/'No'); a boolean is accepted too. */
  Active: z.union([z.string(), z.boolean()]).nullish(),
  LicenseStatus: text,
  LicenseOriginalDate: dateTime,
  LicenseExpirationDate: dateTime,
  CompactStatus: text,
  NurseLookupDisciplines: z.array(z.unknown()).nullish(),
  NurseLookupAdvancedPractices: z.array(nursysAdvancedPracticeSchema).nullish(),
});

export const nursysNurseSchema = z.object({
  SuccessFlag: z.boolean(),
  Errors: z.array(nursysErrorSchema).nullish(),
  FirstName: text,
  LastName: text,
  NcsbnId: z.union([z.string(), z.number()]).transform(String).nullish(),
  NurseLookupLicenses: z.array(nursysLicenseSchema).nullish(),
});

export const nursysRetrieveResponseSchema = z.object({
  ProcessingCompleteFlag: z.boolean(),
  Transaction: nursysTransactionSchema.nullish(),
  NurseLookupResponses: z.array(nursysNurseSchema).nullish(),
});

/** One entry of the POST batch; the valid key combinations are listed in data-sources.md. */
export type NurseLookupRequest =
  | { NcsbnId: string; JurisdictionAbbreviation?: string; LicenseType?: string }
  | { JurisdictionAbbreviation: string; LicenseType: string; LicenseNumber: string };

export interface NurseLookupSubmitRequest {
  NurseLookupRequests: NurseLookupRequest[];
}

export type NursysNurse = z.infer<typeof nursysNurseSchema>;
export type NursysLicenseRecord = z.infer<typeof nursysLicenseSchema>;
