/** Codes sent by text message (modules/verification-codes). */
import type { Generated } from 'kysely';
import type { JsonWithDefault, Timestamp } from './column-types';

export interface VerificationCodesTable {
  id: Generated<string>;
  purpose: string;
  /** What the code belongs to, e.g. the sign-in interaction's uid. */
  flow: string;
  /** Where it was sent: a phone number in the stored form (+1 and ten digits). */
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  consumed_at: Timestamp | null;
  payload: JsonWithDefault<Record<string, string>>;
  created_at: Timestamp;
}
