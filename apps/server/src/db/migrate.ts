import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001-foundation';
import * as m0002 from './migrations/0002-sign-in';
import * as m0003 from './migrations/0003-saml';
import * as m0004 from './migrations/0004-federated-identities';
import * as m0005 from './migrations/0005-claims-and-invites';
import * as m0006 from './migrations/0006-notifications';
import * as m0007 from './migrations/0007-jobs';
import * as m0008 from './migrations/0008-verification-codes';
import * as m0010 from './migrations/0010-identity-verification';
import * as m0011 from './migrations/0011-work-history-prefill';
import * as m0012 from './migrations/0012-peer-references';
import * as m0013 from './migrations/0013-peer-reference-ids-per-clinician';
import * as m0014 from './migrations/0014-sensitive-value-keys';
import * as m0015 from './migrations/0015-exclusion-lists';
import * as m0016 from './migrations/0016-verifications';
import * as m0017 from './migrations/0017-wallet-credentials';
import * as m0018 from './migrations/0018-credential-issuer';
import * as m0019 from './migrations/0019-documents';
import * as m0020 from './migrations/0020-work-verifications';
import * as m0021 from './migrations/0021-credential-dispute-order';
import * as m0022 from './migrations/0022-unanswered-disputes';
import * as m0023 from './migrations/0023-sharing';
import * as m0024 from './migrations/0024-hospitals';
import * as m0025 from './migrations/0025-console';
import * as m0026 from './migrations/0026-malpractice';
import * as m0027 from './migrations/0027-tasks-and-consent-signatures';
import * as m0028 from './migrations/0028-education-directory';
import * as m0032 from './migrations/0032-signed-pdfs-in-file-storage';
import * as m0034 from './migrations/0034-oid4vc';
import * as m0035 from './migrations/0035-requirement-sets';
import * as m0036 from './migrations/0036-console-monitoring';
import * as m0037 from './migrations/0037-manage-saml-action';
import * as m0038 from './migrations/0038-consent-form-versions-and-review-notes';
import * as m0040 from './migrations/0040-scheduled-passes';
import * as m0041 from './migrations/0041-share-documents';

/** Every migration, in order. Listed by hand so the set is explicit and bundles cleanly. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-sign-in': m0002,
  '0003-saml': m0003,
  '0004-federated-identities': m0004,
  '0005-claims-and-invites': m0005,
  '0006-notifications': m0006,
  '0007-jobs': m0007,
  '0008-verification-codes': m0008,
  '0010-identity-verification': m0010,
  '0011-work-history-prefill': m0011,
  '0012-peer-references': m0012,
  '0013-peer-reference-ids-per-clinician': m0013,
  '0014-sensitive-value-keys': m0014,
  '0015-exclusion-lists': m0015,
  '0016-verifications': m0016,
  '0017-wallet-credentials': m0017,
  '0018-credential-issuer': m0018,
  '0019-documents': m0019,
  '0020-work-verifications': m0020,
  '0021-credential-dispute-order': m0021,
  '0022-unanswered-disputes': m0022,
  '0023-sharing': m0023,
  '0024-hospitals': m0024,
  '0025-console': m0025,
  '0026-malpractice': m0026,
  '0027-tasks-and-consent-signatures': m0027,
  '0028-education-directory': m0028,
  '0032-signed-pdfs-in-file-storage': m0032,
  '0034-oid4vc': m0034,
  '0035-requirement-sets': m0035,
  '0036-console-monitoring': m0036,
  '0037-manage-saml-action': m0037,
  '0038-consent-form-versions-and-review-notes': m0038,
  '0040-scheduled-passes': m0040,
  '0041-share-documents': m0041,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration's name, in order (the fleet's migration-lock test checks each was applied once). */
export const migrationNames = (): string[] => Object.keys(migrations);

/**
 * Applies pending migrations, forward only (there are no down migrations: a release that must undo a change
 * ships a new migration). On PostgreSQL Kysely's migrator holds a session advisory lock for the whole run
 * (pg_advisory_lock), so instances of a fleet starting together migrate once: the others wait, then find
 * nothing to do (migrate-lock.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
