import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { insertSignatures, listConsentForms } from './consent.repository';

export interface ConsentDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const present = (rows: Awaited<ReturnType<typeof listConsentForms>>) =>
  rows.map((row) => ({
    id: row.id,
    document_key: row.document_key,
    name: row.name,
    subscriber_group: row.subscriber_group_id,
    subscriber_group_name: row.subscriber_group_name,
    required: row.required,
    signed: row.signed_at !== null,
    signed_at: row.signed_at ? new Date(row.signed_at).toISOString() : null,
  }));

export async function getConsentForms(deps: ConsentDeps, userId: string) {
  return present(await listConsentForms(deps.db, userId));
}

/** Signs forms of the person's own organizations only; a key that is not one of them is refused. */
export async function signConsentForms(
  deps: ConsentDeps,
  { userId, origin }: Caller,
  documentKeys: string[],
) {
  const forms = await listConsentForms(deps.db, userId);
  const byKey = new Map(forms.map((form) => [form.document_key, form]));
  const unknown = documentKeys.filter((key) => !byKey.has(key));
  if (unknown.length) {
    throw badRequest(
      unknown.map((key) => ({
        path: `document_keys.${documentKeys.indexOf(key)}`,
        message: 'request.invalid',
      })),
    );
  }
  const ids = documentKeys.map((key) => byKey.get(key)!.id);
  await deps.db.transaction().execute(async (trx) => {
    await insertSignatures(trx, userId, ids, deps.clock());
    await audit(trx, origin, {
      action: 'consent.sign',
      outcome: 'success',
      target_type: 'consent_form',
      details: { document_keys: documentKeys.join(',') },
    });
  });
  return getConsentForms(deps, userId);
}
