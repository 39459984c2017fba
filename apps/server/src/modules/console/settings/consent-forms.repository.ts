import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

// Consent forms in the console (decisions 061, 062). A form's versions share a lineage: the first version's
// id, `coalesce(lineage_id, id)` (a first version's lineage_id is null). The current version is the one not
// superseded.

type Db = Kysely<Database>;

/** Every version of the group's forms, with how many of its subscribed clinicians signed each. */
export async function listGroupFormVersions(db: Db, groupId: string) {
  return db
    .selectFrom('consent_forms')
    .select((eb) => [
      'consent_forms.id',
      sql<string>`coalesce(consent_forms.lineage_id, consent_forms.id)`.as('lineage'),
      'consent_forms.version',
      'consent_forms.name',
      'consent_forms.body',
      'consent_forms.document_key',
      'consent_forms.required',
      'consent_forms.created_at',
      'consent_forms.superseded_at',
      eb
        .selectFrom('consent_signatures')
        .select(sql<number>`count(distinct consent_signatures.user_id)::int`.as('n'))
        .whereRef('consent_signatures.consent_form_id', '=', 'consent_forms.id')
        .where((inner) =>
          inner.exists(
            inner
              .selectFrom('subscriptions')
              .select('subscriptions.id')
              .whereRef('subscriptions.user_id', '=', 'consent_signatures.user_id')
              .where('subscriptions.subscriber_group_id', '=', groupId),
          ),
        )
        .as('signed'),
    ])
    .where('consent_forms.subscriber_group_id', '=', groupId)
    .orderBy('consent_forms.name')
    .orderBy('consent_forms.version', 'desc')
    .execute();
}
export type FormVersionRow = Awaited<ReturnType<typeof listGroupFormVersions>>[number];

/** The requirement sets each of the group's forms names. */
export const listFormRequirements = (db: Db, groupId: string) =>
  db
    .selectFrom('consent_form_requirements as cfr')
    .innerJoin('consent_forms', 'consent_forms.id', 'cfr.consent_form_id')
    .innerJoin('application_requirements as r', 'r.id', 'cfr.app_req_id')
    .select(['cfr.consent_form_id', 'r.id', 'r.name'])
    .where('consent_forms.subscriber_group_id', '=', groupId)
    .orderBy('r.name')
    .execute();

/** One of the group's forms, locked for an edit; another group's or a missing one: undefined. */
export const findGroupFormForUpdate = (db: Db, groupId: string, id: string) =>
  db
    .selectFrom('consent_forms')
    .select(['id', 'lineage_id', 'version', 'name', 'body', 'required', 'document_key', 'superseded_at'])
    .where('subscriber_group_id', '=', groupId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function hasSignatures(db: Db, formId: string): Promise<boolean> {
  const row = await db
    .selectFrom('consent_signatures')
    .select('user_id')
    .where('consent_form_id', '=', formId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of `ids` that are requirement sets of the group. */
export async function groupSetIds(db: Db, groupId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('application_requirements')
    .select('id')
    .where('subscriber_group_id', '=', groupId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function replaceFormRequirements(db: Db, formId: string, setIds: string[]) {
  await db.deleteFrom('consent_form_requirements').where('consent_form_id', '=', formId).execute();
  if (setIds.length)
    await db
      .insertInto('consent_form_requirements')
      .values(setIds.map((app_req_id) => ({ consent_form_id: formId, app_req_id })))
      .execute();
}

export interface FormValues {
  name: string;
  body: string;
  required: boolean;
}

export const insertForm = (
  db: Db,
  row: FormValues & {
    id: string;
    subscriber_group_id: string;
    document_key: string;
    version: number;
    lineage_id: string | null;
    updated_by: string | null;
    at: Date;
  },
) =>
  db
    .insertInto('consent_forms')
    .values({
      id: row.id,
      subscriber_group_id: row.subscriber_group_id,
      name: row.name,
      body: row.body,
      required: row.required,
      document_key: row.document_key,
      version: row.version,
      lineage_id: row.lineage_id,
      created_at: row.at,
      updated_at: row.at,
      updated_by: row.updated_by,
    })
    .execute();

export const updateFormInPlace = (db: Db, id: string, values: FormValues, by: string | null, at: Date) =>
  db
    .updateTable('consent_forms')
    .set({ ...values, updated_at: at, updated_by: by })
    .where('id', '=', id)
    .execute();

export const supersede = (db: Db, id: string, at: Date) =>
  db.updateTable('consent_forms').set({ superseded_at: at }).where('id', '=', id).execute();

export async function groupSlugOf(db: Db, groupId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriber_groups')
    .select('slug')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.slug;
}

/** Whether anyone signed any version of the form's lineage (the first version's id). */
export async function lineageHasSignatures(db: Db, lineage: string): Promise<boolean> {
  const row = await db
    .selectFrom('consent_signatures')
    .innerJoin('consent_forms', 'consent_forms.id', 'consent_signatures.consent_form_id')
    .select('consent_signatures.user_id')
    .where((eb) =>
      eb.or([eb('consent_forms.id', '=', lineage), eb('consent_forms.lineage_id', '=', lineage)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes every version of a lineage of the group (their requirement-set links go with them). */
export const deleteLineage = (db: Db, groupId: string, lineage: string) =>
  db
    .deleteFrom('consent_forms')
    .where('subscriber_group_id', '=', groupId)
    .where((eb) => eb.or([eb('id', '=', lineage), eb('lineage_id', '=', lineage)]))
    .execute();
