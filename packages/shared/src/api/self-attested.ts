import { z } from 'zod';
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

export const selfAttestedApi = {
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
