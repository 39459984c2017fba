/** Identity verification with the identity provider (0010, modules/identity-verification). */
import type { Timestamp } from './column-types';

export interface IdentityVerificationsTable {
  user_id: string;
  applicant_id: string | null;
  /** The identity-verification round's check (PUT /api/id_verification → pending). */
  check_id: string | null;
  /** The identity-check step's check (POST /api/id_check). */
  id_check_id: string | null;
  /** When POST /api/id_verify started the current round; null until then and after a retry. */
  started_at: Timestamp | null;
  cross_device_token_hash: string | null;
  cross_device_expires_at: Timestamp | null;
  updated_at: Timestamp;
}
