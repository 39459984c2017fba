import { z } from 'zod';
import { SELF_ATTESTED_SECTIONS } from '../domain/self-attested-keys';
import { contract } from './contract';

// The clinician's self-attested profile (apps/server/src/modules/self-attested; 000 §3): values by key
// `section|field`. The SSN, date of birth and DEA and CDS numbers are answered masked, except by the
// unmasked read (decision 025), which only names UNMASKED_PROFILE_KEYS and is audited. A save is all or
// none, checked by makeProfileValueSchemas: 400 request.invalid with details at the keys. Actions:
// get_self_attested to read, post_self_attested to write.

/** `section|field` → value. */
export const selfAttestedValuesSchema = z.record(z.string(), z.unknown());

/** `?keys=basic_info|first_name,address|zip`: only those keys. */
const keysSchema = z
  .string()
  .max(4000)
  .transform((text) => [...new Set(text.split(',').map((key) => key.trim()))].filter(Boolean));

export const selfAttestedQuerySchema = z.object({ keys: keysSchema.optional() });
export const selfAttestedUnmaskedQuerySchema = z.object({ keys: keysSchema });
export const selfAttestedWriteBodySchema = z.object({ data: selfAttestedValuesSchema });

/** The sections whose change history can be read: every known section but the app's own bookkeeping. */
export const HISTORY_SECTIONS: readonly string[] = SELF_ATTESTED_SECTIONS.filter(
  (section) => section !== 'status',
);
export const selfAttestedHistoryQuerySchema = z.object({
  section: z.enum(HISTORY_SECTIONS as [string, ...string[]], { error: 'request.invalid' }),
});

/** Who made a change: the clinician, a source Credence checked (no person), or someone of an organization. */
export const HISTORY_AUTHORS = ['clinician', 'source', 'organization'] as const;

/**
 * One change of one field: when, which field, who, and the value before and after (sensitive values masked,
 * as GET /api/self_attested answers them; null when there was none).
 */
export const selfAttestedChangeSchema = z.object({
  key: z.string(),
  field: z.string(),
  changed_at: z.string(),
  changed_by: z.enum(HISTORY_AUTHORS),
  previous_value: z.unknown(),
  value: z.unknown(),
});
export type SelfAttestedChange = z.infer<typeof selfAttestedChangeSchema>;

// GET /api/self_attested/history?section=address → data: { section, changes } newest first (at most
// SELF_ATTESTED_HISTORY_LIMIT). Only the caller's own profile; the read is audited (ids and counts only).
export const SELF_ATTESTED_HISTORY_LIMIT = 200;
export const selfAttestedHistoryDataSchema = z.object({
  section: z.string(),
  changes: z.array(selfAttestedChangeSchema),
});
export type SelfAttestedHistoryData = z.infer<typeof selfAttestedHistoryDataSchema>;

export const selfAttestedApi = {
  history: contract({
    method: 'GET',
    path: '/api/self_attested/history',
    access: { action: 'get_self_attested' },
    tags: ['self-attested'],
    summary:
      "The change history of one section of the signed-in clinician's self-attested profile: when, which field, by whom, the value before and after (sensitive values masked); audited",
    query: selfAttestedHistoryQuerySchema,
    response: selfAttestedHistoryDataSchema,
    errors: [],
  }),
  read: contract({
    method: 'GET',
    path: '/api/self_attested',
    access: { action: 'get_self_attested' },
    tags: ['self-attested'],
    summary:
      "The signed-in clinician's self-attested profile by key section|field (optionally only ?keys=a,b); the SSN, date of birth and DEA and CDS numbers are masked",
    query: selfAttestedQuerySchema,
    response: selfAttestedValuesSchema,
    errors: [],
  }),
  readUnmasked: contract({
    method: 'GET',
    path: '/api/self_attested/unmasked',
    access: { action: 'get_self_attested' },
    tags: ['self-attested'],
    summary:
      "The signed-in clinician's own date of birth and licenses list (DEA and CDS numbers) in clear, for the enrolment steps that edit them; ?keys= names them; audited",
    query: selfAttestedUnmaskedQuerySchema,
    response: selfAttestedValuesSchema,
    errors: [],
  }),
  save: contract({
    method: 'POST',
    path: '/api/self_attested',
    access: { action: 'post_self_attested' },
    tags: ['self-attested'],
    summary:
      'Saves self-attested values by key section|field, all or none, with history; answers the saved values (sensitive ones masked)',
    body: selfAttestedWriteBodySchema,
    response: selfAttestedValuesSchema,
    errors: ['enroll.incomplete'],
  }),
};
