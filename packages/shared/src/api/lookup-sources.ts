import { z } from 'zod';
import { LICENSE_RECORD_TYPES } from '../domain/licenses';
import { lookupErrors } from './lookup-sources.errors';

// What the enrolment wizard's look-ups (api/nppes.ts, nursys.ts, fsmb.ts, address.ts, reference-lists.ts,
// provider-types.ts, training.ts; apps/server/src/modules/lookups) have in common. Every answer is the
// `{ data: ... }` envelope. Failures use the error envelope (errors.ts):
// - 400 request.invalid with details [{ path, message: wording key }] for bad input;
// - 404 lookup.not-found when the source holds no such record (404 request.not-found for an unknown or
//   another person's application requirement);
// - 503 lookup.unavailable when the source fails or times out: offer manual entry. Its `message` is
//   t('lookup.unavailable', { source }) with the source's display name (LOOKUP_SOURCE_NAMES);
// - 429 request.rate-limited when an account makes too many external look-ups in the window.
// Shapes only ever grow: new fields are added, none is renamed or removed.

/** The display names of the external sources, for {source} in lookup.unavailable and lookup.not-found. */
export const LOOKUP_SOURCE_NAMES = {
  nppes: 'NPPES',
  nursys: 'Nursys',
  fsmb: 'FSMB',
  places: 'the address service',
  taxonomy: 'the specialty list',
} as const;
export type LookupSourceKey = keyof typeof LOOKUP_SOURCE_NAMES;

/** The coded errors of a call to an external source. */
export const LOOKUP_ERRORS = [lookupErrors.notFound, lookupErrors.unavailable] as const;

/** Where prefilled values came from, so the web can say so beside them. retrieved_at is ISO 8601. */
export const lookupSourceSchema = z.object({
  name: z.enum(['NPPES', 'Nursys', 'FSMB']),
  retrieved_at: z.string(),
});
export type LookupSource = z.infer<typeof lookupSourceSchema>;

/** A license found in a source, as a licenses.list record (schemas/licenses.ts) plus what the source knew. */
export const foundLicenseSchema = z.object({
  record_type: z.enum(LICENSE_RECORD_TYPES),
  license_number: z.string(),
  state: z.string(),
  /** YYYY-MM-DD or null when the source gave none. */
  expiration_date: z.string().nullable(),
  /** Whether the source says the license is active; null when it does not say (NPPES). */
  active: z.boolean().nullable(),
});
export type FoundLicense = z.infer<typeof foundLicenseSchema>;
