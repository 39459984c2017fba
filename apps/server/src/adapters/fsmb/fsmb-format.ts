import { z } from 'zod';

// Our proposed FSMB exchange format (README.md). Not confirmed with FSMB: it must be checked against their
// interface before production, and only this file and the client's paths should need to change.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const fsmbLicenseSchema = z.object({
  stateCode: z.string().length(2),
  boardName: z.string(),
  licenseNumber: z.string().min(1),
  licenseType: z.string(),
  status: z.string(),
  issueDate: isoDate.nullish(),
  expirationDate: isoDate.nullish(),
});

export const fsmbDeaRegistrationSchema = z.object({
  deaNumber: z.string(),
  stateCode: z.string().length(2),
  expirationDate: isoDate.nullish(),
  schedules: z.array(z.string()),
  businessActivity: z.string().nullish(),
});

export const fsmbLicenseAnswerSchema = z.object({ licenses: z.array(fsmbLicenseSchema) });
export const fsmbDeaAnswerSchema = z.object({ registrations: z.array(fsmbDeaRegistrationSchema) });

/** The shipped offline sample: one record per practitioner, keyed by NPI. */
export const fsmbSampleSchema = z.object({
  practitioners: z.array(
    z.object({
      npi: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      licenses: z.array(fsmbLicenseSchema),
      registrations: z.array(fsmbDeaRegistrationSchema),
    }),
  ),
});

export type FsmbLicenseRecord = z.infer<typeof fsmbLicenseSchema>;
export type FsmbDeaRecord = z.infer<typeof fsmbDeaRegistrationSchema>;
