import {
  ORGANIZATION_CHECKED_TYPES,
  PROVIDER_TYPE_NAMES,
  QUESTION_SETS,
  type RequirementOptions,
  type RequirementSet,
  type RequirementSetData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { badRequest, notFound } from '#server/lib/app-error';
import type { Caller } from '#server/lib/caller';
import type { Clock } from '#server/lib/clock';
import { audit } from '../../audit/audit.service';
import { VCT_CATALOGUE } from '../../issuer/vct-catalogue';
import { groupOf } from '../staff-group';
import {
  deleteUnassignedTemplate,
  findSetOfGroup,
  insertSet,
  insertTemplate,
  listTemplates,
  updateSet,
  updateTemplate,
  type SetRow,
  type TemplateRow,
} from './requirement-sets.repository';

export interface RequirementSetsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const catalogue = VCT_CATALOGUE as Record<
  string,
  { visible: readonly string[]; disclosable: readonly string[] }
>;

/** The credential types a set may ask for and the fields each may disclose (the issuer's catalogue). */
export function requirementOptions(): RequirementOptions {
  const types = [
    ...Object.entries(catalogue).map(([type, entry]) => ({
      type,
      fields: [...entry.visible, ...entry.disclosable],
    })),
    ...ORGANIZATION_CHECKED_TYPES.filter((type) => !(type in catalogue)).map((type) => ({
      type,
      fields: [],
    })),
  ];
  return {
    credential_types: types.sort((a, b) => a.type.localeCompare(b.type)),
    question_sets: Object.values(QUESTION_SETS).map((set) => ({ id: set.id, kind: set.kind })),
    provider_types: [...PROVIDER_TYPE_NAMES],
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A stored credential-set entry (a type name, or `{ type, fields }`) in the one shape the console answers. */
function credentialEntryOf(entry: unknown) {
  if (typeof entry === 'string') return { type: entry, fields: [] };
  const object = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  if (typeof object.type !== 'string') return null;
  const fields = Array.isArray(object.fields) ? object.fields.filter((f) => typeof f === 'string') : [];
  return { type: object.type, fields: fields as string[] };
}

function templateOut(row: TemplateRow) {
  const config = (row.config ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    required_for_share: row.required_for_share,
    wallet_location: typeof config.wallet_location === 'string' ? config.wallet_location : null,
    sign_and_submit_order: row.sign_and_submit_order,
    question_set: typeof config.question_set === 'string' ? config.question_set : null,
    assigned: row.assigned ?? 0,
  };
}

async function setOut(db: Kysely<Database>, groupId: string, row: SetRow): Promise<RequirementSet> {
  const templates = await listTemplates(db, groupId, row.id);
  return {
    id: row.id,
    name: row.name,
    credential_set: (Array.isArray(row.credential_set) ? row.credential_set : [])
      .map(credentialEntryOf)
      .filter((entry) => entry !== null),
    application_config: (row.application_config ?? {}) as Record<string, unknown>,
    attested_reqs: (Array.isArray(row.attested_reqs) ? row.attested_reqs : []).filter(
      (entry): entry is string => typeof entry === 'string',
    ),
    task_templates: templates.map(templateOut),
    subscribed: row.subscribed ?? 0,
    updated_at: iso(row.updated_at),
  };
}

async function setOfCaller(deps: RequirementSetsDeps, caller: Caller, id: string) {
  const groupId = groupOf(caller);
  const row = groupId ? await findSetOfGroup(deps.db, groupId, id) : undefined;
  if (!groupId || !row) throw notFound();
  return { groupId, row };
}

export async function requirementSet(deps: RequirementSetsDeps, caller: Caller, id: string) {
  const { groupId, row } = await setOfCaller(deps, caller, id);
  await audit(deps.db, caller.origin, {
    action: 'console.requirement.read',
    outcome: 'success',
    target_type: 'application_requirement',
    target_id: id,
  });
  return setOut(deps.db, groupId, row);
}

/**
 * Checks what the schema cannot: each credential type is one the wallet knows (or the organization checks
 * itself), each field one that type carries, no type twice. Problems come back at their paths.
 */
function checkCredentialSet(input: RequirementSetData) {
  const details: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const options = new Map(requirementOptions().credential_types.map((entry) => [entry.type, entry.fields]));
  input.credential_set.forEach((entry, index) => {
    const fields = options.get(entry.type);
    if (!fields || seen.has(entry.type))
      details.push({ path: `credential_set.${index}.type`, message: 'request.invalid' });
    seen.add(entry.type);
    entry.fields.forEach((field, f) => {
      if (fields && !fields.includes(field))
        details.push({ path: `credential_set.${index}.fields.${f}`, message: 'request.invalid' });
    });
  });
  if (details.length) throw badRequest(details);
}

async function writeTemplates(
  db: Kysely<Database>,
  groupId: string,
  appReqId: string,
  templates: RequirementSetData['task_templates'],
) {
  const existing = new Map((await listTemplates(db, groupId, appReqId)).map((row) => [row.id, row]));
  const kept = new Set<string>();
  for (const [index, template] of templates.entries()) {
    const values = {
      name: template.name,
      type: template.type,
      required_for_share: template.required_for_share,
      sign_and_submit_order: template.wallet_location ? template.sign_and_submit_order : null,
      config: JSON.stringify({
        wallet_location: template.wallet_location,
        ...(template.question_set ? { question_set: template.question_set } : {}),
      }),
    };
    if (template.id === undefined) await insertTemplate(db, groupId, appReqId, values);
    else {
      const current = existing.get(template.id);
      if (!current) throw badRequest([{ path: `task_templates.${index}.id`, message: 'request.invalid' }]);
      // An assigned template keeps its kind: the clinicians holding it answered that kind.
      if (current.assigned && current.type !== template.type)
        throw badRequest([{ path: `task_templates.${index}.type`, message: 'request.invalid' }]);
      await updateTemplate(db, template.id, values);
      kept.add(template.id);
    }
  }
  for (const id of existing.keys()) if (!kept.has(id)) await deleteUnassignedTemplate(db, id);
}

function valuesOf(input: RequirementSetData) {
  return {
    name: input.name,
    application_config: JSON.stringify(input.application_config),
    attested_reqs: JSON.stringify(input.attested_reqs),
    credential_set: JSON.stringify(input.credential_set),
  };
}

export async function createRequirementSet(
  deps: RequirementSetsDeps,
  caller: Caller,
  input: RequirementSetData,
) {
  const groupId = groupOf(caller);
  // A caller of no group (not staff) has no group to add a set to: the same 404 as everywhere else.
  if (!groupId) throw notFound();
  checkCredentialSet(input);
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id: created } = await insertSet(trx, groupId, valuesOf(input), caller.actorId, deps.clock());
    await writeTemplates(trx, groupId, created, input.task_templates);
    await audit(trx, caller.origin, {
      action: 'console.requirement.create',
      outcome: 'success',
      target_type: 'application_requirement',
      target_id: created,
      details: { templates: input.task_templates.length },
    });
    return created;
  });
  return setOut(deps.db, groupId, (await findSetOfGroup(deps.db, groupId, id))!);
}

/** Edits in place (decision 055): subscribed clinicians are asked the new set; assigned tasks stay theirs. */
export async function updateRequirementSet(
  deps: RequirementSetsDeps,
  caller: Caller,
  id: string,
  input: RequirementSetData,
) {
  const { groupId } = await setOfCaller(deps, caller, id);
  checkCredentialSet(input);
  await deps.db.transaction().execute(async (trx) => {
    await updateSet(trx, id, valuesOf(input), caller.actorId, deps.clock());
    await writeTemplates(trx, groupId, id, input.task_templates);
    await audit(trx, caller.origin, {
      action: 'console.requirement.update',
      outcome: 'success',
      target_type: 'application_requirement',
      target_id: id,
      details: { templates: input.task_templates.length },
    });
  });
  return setOut(deps.db, groupId, (await findSetOfGroup(deps.db, groupId, id))!);
}
