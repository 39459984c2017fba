import { randomUUID } from 'node:crypto';
import { translate, type ConsentFormInput, type ConsoleConsentForm } from '@credence/shared';
import { badRequest, conflict, notFound } from '#server/lib/app-error';
import type { Caller } from '#server/lib/caller';
import { audit } from '../../audit/audit.service';
import { groupOf } from '../staff-group';
import {
  findGroupFormForUpdate,
  groupSetIds,
  groupSlugOf,
  hasSignatures,
  deleteLineage,
  insertForm,
  lineageHasSignatures,
  listFormRequirements,
  listGroupFormVersions,
  replaceFormRequirements,
  supersede,
  updateFormInPlace,
  type FormVersionRow,
} from './consent-forms.repository';
import { countSubscribed } from './settings.repository';
import type { SettingsDeps } from './settings.service';

// Consent forms in the console (decision 062). Creating and editing need manage_requirements (admins);
// reading needs view_requirements (every staff role). Editing the title or text of a form someone signed
// writes the next version and marks the signed one replaced, so a signature keeps the text it was signed on
// and clinicians are asked to sign again; an unsigned form, and `required` and the requirement sets of any
// form, change in place.

type Input = Required<ConsentFormInput>;

const iso = (value: Date | string) => new Date(value).toISOString();

function present(
  versions: FormVersionRow[],
  requirements: Map<string, { id: string; name: string }[]>,
  subscribed: number,
): ConsoleConsentForm {
  const current = versions[0]!;
  return {
    id: current.id,
    name: current.name,
    document_key: current.document_key,
    body: current.body,
    version: current.version,
    required: current.required,
    requirements: requirements.get(current.id) ?? [],
    signed: Number(current.signed ?? 0),
    subscribed,
    created_at: iso(current.created_at),
    versions: versions.map((row) => ({
      id: row.id,
      version: row.version,
      name: row.name,
      body: row.body,
      created_at: iso(row.created_at),
      superseded_at: row.superseded_at ? iso(row.superseded_at) : null,
      signed: Number(row.signed ?? 0),
    })),
  };
}

async function groupForms(deps: SettingsDeps, groupId: string): Promise<ConsoleConsentForm[]> {
  const [rows, links, subscribed] = await Promise.all([
    listGroupFormVersions(deps.db, groupId),
    listFormRequirements(deps.db, groupId),
    countSubscribed(deps.db, groupId),
  ]);
  const requirements = new Map<string, { id: string; name: string }[]>();
  for (const link of links)
    requirements.set(link.consent_form_id, [
      ...(requirements.get(link.consent_form_id) ?? []),
      { id: link.id, name: link.name },
    ]);
  const lineages = new Map<string, FormVersionRow[]>();
  for (const row of rows) lineages.set(row.lineage, [...(lineages.get(row.lineage) ?? []), row]);
  // Rows come newest version first within a name; a lineage's current version is the one not superseded.
  return [...lineages.values()]
    .map((versions) => {
      const current = versions.find((row) => row.superseded_at === null) ?? versions[0]!;
      const rest = versions.filter((row) => row !== current).sort((a, b) => b.version - a.version);
      return present([current, ...rest], requirements, subscribed);
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/console/consent-forms: current versions, each with every version and its signatures. */
export async function consentForms(deps: SettingsDeps, caller: Caller): Promise<ConsoleConsentForm[]> {
  const groupId = groupOf(caller);
  if (!groupId) return [];
  return groupForms(deps, groupId);
}

async function checkSets(deps: SettingsDeps, groupId: string, ids: string[]) {
  const known = await groupSetIds(deps.db, groupId, ids);
  const unknown = ids.flatMap((id, index) => (known.has(id) ? [] : [index]));
  if (unknown.length)
    throw badRequest(
      unknown.map((index) => ({ path: `requirement_ids.${index}`, message: 'request.invalid' })),
    );
}

async function formOf(deps: SettingsDeps, groupId: string, id: string) {
  const form = (await groupForms(deps, groupId)).find((item) => item.versions.some((v) => v.id === id));
  if (!form) throw notFound();
  return form;
}

/** POST /api/console/consent-forms. */
export async function createConsentForm(deps: SettingsDeps, caller: Caller, input: Input) {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  await checkSets(deps, groupId, input.requirement_ids);
  const slug = (await groupSlugOf(deps.db, groupId)) ?? groupId;
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertForm(trx, {
      id,
      subscriber_group_id: groupId,
      name: input.name,
      body: input.body,
      required: input.required,
      document_key: `${slug}/consent-${id}/v1`,
      version: 1,
      lineage_id: null,
      updated_by: caller.actorId,
      at: deps.clock(),
    });
    await replaceFormRequirements(trx, id, input.requirement_ids);
    await audit(trx, caller.origin, {
      action: 'console.consent-form.create',
      outcome: 'success',
      target_type: 'consent_form',
      target_id: id,
      details: { requirements: input.requirement_ids.length },
    });
  });
  return formOf(deps, groupId, id);
}

/** PUT /api/console/consent-forms/:id: the current version only (a replaced one is 409). */
export async function updateConsentForm(deps: SettingsDeps, caller: Caller, id: string, input: Input) {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  await checkSets(deps, groupId, input.requirement_ids);
  const slug = (await groupSlugOf(deps.db, groupId)) ?? groupId;
  const currentId = await deps.db.transaction().execute(async (trx) => {
    const form = await findGroupFormForUpdate(trx, groupId, id);
    if (!form) throw notFound();
    if (form.superseded_at !== null) throw conflict('A newer version of this consent form exists');
    const at = deps.clock();
    const values = { name: input.name, body: input.body, required: input.required };
    const textChanged = form.name !== input.name || form.body !== input.body;
    let target = form.id;
    if (textChanged && (await hasSignatures(trx, form.id))) {
      const lineage = form.lineage_id ?? form.id;
      target = randomUUID();
      await supersede(trx, form.id, at);
      await insertForm(trx, {
        id: target,
        subscriber_group_id: groupId,
        ...values,
        document_key: `${slug}/consent-${lineage}/v${form.version + 1}`,
        version: form.version + 1,
        lineage_id: lineage,
        updated_by: caller.actorId,
        at,
      });
    } else {
      await updateFormInPlace(trx, form.id, values, caller.actorId, at);
    }
    await replaceFormRequirements(trx, target, input.requirement_ids);
    await audit(trx, caller.origin, {
      action: target === form.id ? 'console.consent-form.update' : 'console.consent-form.version',
      outcome: 'success',
      target_type: 'consent_form',
      target_id: target,
      details: { previous: form.id, requirements: input.requirement_ids.length },
    });
    return target;
  });
  return formOf(deps, groupId, currentId);
}

/**
 * DELETE /api/console/consent-forms/:id: deletes a form no clinician signed (every version of it). A form with
 * signed copies is 409: a signature keeps the text it was signed on, so that form can only be made optional.
 */
export async function deleteConsentForm(deps: SettingsDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const form = await findGroupFormForUpdate(trx, groupId, id);
    if (!form) throw notFound();
    const lineage = form.lineage_id ?? form.id;
    if (await lineageHasSignatures(trx, lineage)) return 'signed' as const;
    await deleteLineage(trx, groupId, lineage);
    await audit(trx, caller.origin, {
      action: 'console.consent-form.delete',
      outcome: 'success',
      target_type: 'consent_form',
      target_id: form.id,
    });
    return 'deleted' as const;
  });
  if (outcome === 'signed') {
    // Audited outside the transaction, which the refusal leaves without writing anything.
    await audit(deps.db, caller.origin, {
      action: 'console.consent-form.delete',
      outcome: 'failure',
      target_type: 'consent_form',
      target_id: id,
      details: { reason: 'signed' },
    });
    throw conflict(translate('console.consent.delete-signed'));
  }
  return groupForms(deps, groupId);
}
