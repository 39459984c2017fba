import { readFileSync } from 'node:fs';
import type { Contract } from '@credence/shared';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import { z } from 'zod';
import {
  hospitalsApi,
  boardCertsApi,
  educationApi,
  mobileVerificationApi,
  selfAttestedApi,
  tasksApi,
  verificationApi,
  notificationsApi,
  nppesApi,
  referencesApi,
  workHistoryApi,
  workVerificationApi,
  consoleRequirementsApi,
  consoleSettingsApi,
  consoleMonitoringApi,
  consoleReceivedApi,
} from '@credence/shared';
import { validReference } from '../../src/modules/references/references-test-support';
import { requirementFor, validJob } from '../../src/modules/work-history/work-history-test-support';
import {
  validRecord,
  validSignature,
} from '../../src/modules/work-verification/work-verification-test-support';
import { keyOf, send, type CallParts, type Party, type SecurityContext } from './security-context';

// A valid call of each contract, for the checks that change one thing in it. By default it is generated from
// the contract's schemas (zod → JSON Schema → json-schema-faker): right for the schema, not always for the
// service's own rules. A contract whose call must also pass the service (to store something the suite then
// reads back) has an entry here.

export interface Example {
  /** A call the owner may make and the service accepts. */
  input(ctx: SecurityContext, owner: Party): CallParts | Promise<CallParts>;
  /**
   * What the call stored, as the database holds it (rows of the owner): the suite checks no server-owned or
   * unknown field sent with the body reached it.
   */
  stored?(ctx: SecurityContext, owner: Party): Promise<unknown>;
}

/** A requirement the owner is subscribed to (one per owner): work history is checked under it. */
const subscribed = new Map<string, Promise<string>>();
const subscribedRequirement = (ctx: SecurityContext, owner: Party) => {
  let made = subscribed.get(owner.user.id);
  if (!made) {
    made = requirementFor(ctx.db, { subscribe: owner.user.id }).then((r) => r.appReqId);
    subscribed.set(owner.user.id, made);
  }
  return made;
};

/**
 * A position the owner has under a requirement that wants work history verified, and the body naming a
 * verifier for it; `sent` also sends it and answers the link's token (from the outbox the suite's app writes).
 */
async function verificationRequest(ctx: SecurityContext, owner: Party) {
  const { appReqId } = await requirementFor(ctx.db, {
    subscribe: owner.user.id,
    config: { verification: { work_history: { required: true } } },
  });
  const entry = validJob();
  const created = await send(
    ctx,
    workHistoryApi.create,
    { body: { app_req_id: appReqId, entry } },
    { session: owner.session },
  );
  if (created.statusCode !== 201) throw new Error(`storing a position answered ${created.statusCode}`);
  return {
    app_req_id: appReqId,
    kind: 'work_history',
    item_id: entry.id,
    verifier_name: 'Dana Okafor',
    verifier_email: `chair.${entry.id}@mercy.test`,
  };
}

async function sentVerificationToken(ctx: SecurityContext, owner: Party): Promise<string> {
  const body = await verificationRequest(ctx, owner);
  const response = await send(ctx, workVerificationApi.send, { body }, { session: owner.session });
  if (response.statusCode !== 200) throw new Error(`sending answered ${response.statusCode}`);
  const mail = await ctx.db
    .selectFrom('email_outbox')
    .select('body')
    .where('to_address', '=', body.verifier_email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
}

/** A US mobile number and a 6-digit code: the phone rule wants 10 digits, which a generator rarely makes. */
const MOBILE = '(217) 555-0142';

/** Keyed by `METHOD /path` (keyOf). */
export const examples: Record<string, Example> = {
  // One document of a share the owner's group received (object-makers' receivedShareWithDocument made it);
  // before any is made, ids nobody has.
  [keyOf(consoleReceivedApi.document)]: {
    input: async (ctx, owner) => {
      const row = await ctx.db
        .selectFrom('share_documents')
        .innerJoin('shares', 'shares.id', 'share_documents.share_id')
        .innerJoin('actors', 'actors.subscriber_group_id', 'shares.subscriber_group_id')
        .select(['share_documents.share_id', 'share_documents.id'])
        .where('actors.id', '=', owner.user.actorId!)
        .orderBy('shares.created_at', 'desc')
        .executeTakeFirst();
      return {
        params: { id: row?.share_id ?? crypto.randomUUID(), documentId: row?.id ?? crypto.randomUUID() },
      };
    },
  },
  [keyOf(referencesApi.save)]: {
    input: () => ({ body: { references: [validReference()] } }),
    stored: (ctx, owner) =>
      ctx.db.selectFrom('peer_references').selectAll().where('user_id', '=', owner.user.id).execute(),
  },
  // The owner has an NPI, so a re-verification of NPPES (or of their NPPES credential, by id) can be queued.
  [keyOf(verificationApi.requestCred)]: {
    input: async (ctx, owner) => {
      const saved = await send(
        ctx,
        selfAttestedApi.save,
        { body: { data: { 'identifiers|nppes_number': '1234567893' } } },
        { session: owner.session },
      );
      if (saved.statusCode !== 200) throw new Error(`saving an NPI answered ${saved.statusCode}`);
      return { body: { credential_type: 'nppes' } };
    },
  },
  [keyOf(mobileVerificationApi.send)]: { input: () => ({ body: { phone_number: MOBILE } }) },
  [keyOf(mobileVerificationApi.verify)]: {
    input: () => ({ body: { phone_number: MOBILE, code: '123456' } }),
  },
  // 1234567893 passes the NPI check digit (Luhn with the 80840 prefix).
  // A task by id: its saved answers (a download needs a document the task may not have).
  // (The id is any task's: the object check puts its own in.)
  [keyOf(tasksApi.get)]: {
    input: () => ({ params: { id: crypto.randomUUID() }, query: { action: 'prefill' } }),
  },
  // A save of no answers yet: the form's fields are all optional until the task is submitted.
  [keyOf(tasksApi.update)]: { input: () => ({ params: { id: crypto.randomUUID() }, body: {} }) },
  // A set the credential catalogue accepts (generated type names are not credential types).
  [keyOf(consoleRequirementsApi.updateRequirement)]: {
    input: () => ({
      params: { id: crypto.randomUUID() },
      body: {
        name: 'Set',
        credential_set: [],
        application_config: {},
        attested_reqs: [],
        task_templates: [],
      },
    }),
  },
  // A connection the schema takes (generated text is no https URL or PEM certificate).
  [keyOf(consoleSettingsApi.updateSaml)]: {
    input: () => ({
      body: {
        enabled: true,
        idp_entry_point: 'https://idp.example.test/sso',
        idp_issuer: 'https://idp.example.test/entity',
        idp_certificate: readFileSync(new URL('../fixtures/saml/idp-cert.pem', import.meta.url), 'utf8'),
        email_attribute: 'email',
        first_name_attribute: 'firstName',
        last_name_attribute: 'lastName',
      },
    }),
  },
  // A consent form with no requirement set (generated ids are no set of the caller's group: 400).
  [keyOf(consoleSettingsApi.createConsentForm)]: {
    input: () => ({
      body: { name: 'Photo release', body: 'I agree.', required: false, requirement_ids: [] },
    }),
  },
  [keyOf(consoleSettingsApi.updateConsentForm)]: {
    input: () => ({
      params: { id: crypto.randomUUID() },
      body: { name: 'Photo release', body: 'I agree again.', required: false, requirement_ids: [] },
    }),
  },
  // Clearing needs a note (decision 062), which a generated body may leave out.
  [keyOf(consoleMonitoringApi.decide)]: {
    input: () => ({
      params: { id: crypto.randomUUID() },
      body: { decision: 'cleared', note: 'Another person: different date of birth.' },
    }),
  },
  // A template of the owner's group (the object maker just made the owner staff of a new group).
  [keyOf(consoleRequirementsApi.assignTask)]: {
    input: async (ctx, owner) => {
      const requirement = await ctx.db
        .selectFrom('application_requirements')
        .innerJoin('actors', 'actors.subscriber_group_id', 'application_requirements.subscriber_group_id')
        .select(['application_requirements.id', 'application_requirements.subscriber_group_id'])
        .where('actors.id', '=', owner.user.actorId!)
        .executeTakeFirstOrThrow();
      const template = await ctx.db
        .insertInto('subscriber_group_tasks')
        .values({
          subscriber_group_id: requirement.subscriber_group_id,
          app_req_id: requirement.id,
          name: 'Upload a card',
          type: 'document',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: crypto.randomUUID() }, body: { template_id: template.id } };
    },
  },
  [keyOf(nppesApi.record)]: { input: () => ({ params: { number: '1234567893' } }) },
  [keyOf(educationApi.search)]: { input: () => ({ query: { q: 'boston university' } }) },
  // The boards depend on the provider type saved first (else 409).
  [keyOf(boardCertsApi.save)]: {
    input: async (ctx, owner) => {
      const saved = await send(
        ctx,
        selfAttestedApi.save,
        { body: { data: { 'basic_info|occupation_code': 'MD' } } },
        { session: owner.session },
      );
      if (saved.statusCode !== 200) throw new Error(`saving a provider type answered ${saved.statusCode}`);
      return {
        body: { answer: 'yes', boards: [{ board_config_id: 'abim', board_name: '', id_number: '' }] },
      };
    },
  },
  // Exactly one of q, address and hospital_ids: the refine a generator cannot see.
  [keyOf(hospitalsApi.search)]: { input: () => ({ query: { q: 'southeast health' } }) },
  // The owner's own NPI (saved as the nppes credential example saves it): any other answers 404.
  [keyOf(hospitalsApi.hints)]: {
    input: async (ctx, owner) => {
      const saved = await send(
        ctx,
        selfAttestedApi.save,
        { body: { data: { 'identifiers|nppes_number': '1234567893' } } },
        { session: owner.session },
      );
      if (saved.statusCode !== 200) throw new Error(`saving an NPI answered ${saved.statusCode}`);
      return {
        params: { npi: '1234567893' },
        query: { start_date: '2021-06-01' },
        body: { institutions: ['Huntsville Hospital'] },
      };
    },
  },
  // Staff write by id or by email, never both: the refine a generator cannot see.
  [keyOf(notificationsApi.send)]: {
    input: (_ctx, owner) => ({
      body: { user_id: owner.user.id, type: 'task_assigned', message: 'Please upload your license.' },
    }),
  },
  // Under a requirement the owner is subscribed to, so a malformed field meets the field rules, not a 404.
  [keyOf(workVerificationApi.send)]: {
    input: async (ctx, owner) => ({ body: await verificationRequest(ctx, owner) }),
    stored: (ctx, owner) =>
      ctx.db.selectFrom('work_verifications').selectAll().where('user_id', '=', owner.user.id).execute(),
  },
  // A live link: the call is refused only for what it carries, never for an unknown token.
  [keyOf(workVerificationApi.submit)]: {
    input: async (ctx, owner) => ({
      body: {
        token: await sentVerificationToken(ctx, owner),
        record: validRecord(),
        signature: validSignature(),
      },
    }),
  },
  [keyOf(workHistoryApi.calculateGaps)]: {
    input: async (ctx, owner) => ({
      body: { app_req_id: await subscribedRequirement(ctx, owner), work_history: [validJob()] },
    }),
  },
  [keyOf(workHistoryApi.create)]: {
    input: async (ctx, owner) => ({
      body: { app_req_id: await subscribedRequirement(ctx, owner), entry: validJob() },
    }),
  },
  // An entry the owner has, so the replacement meets the field rules, not a 404 for an unknown id.
  [keyOf(workHistoryApi.update)]: {
    input: async (ctx, owner) => {
      const appReqId = await subscribedRequirement(ctx, owner);
      const entry = validJob();
      const created = await send(
        ctx,
        workHistoryApi.create,
        { body: { app_req_id: appReqId, entry } },
        { session: owner.session },
      );
      if (created.statusCode !== 201) throw new Error(`storing a position answered ${created.statusCode}`);
      return { body: { app_req_id: appReqId, entry: { ...entry, role: 'Attending' } } };
    },
  },
};

/** The JSON Schema of what a caller sends for one part of a contract. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    properties?: Record<string, JsonSchema>;
  };

const generated = (schema: z.ZodType | undefined, seed: number) => {
  if (!schema) return undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = generateSync(jsonSchemaOf(schema), {
      seed: seed + attempt,
      alwaysFakeOptionals: true,
      fillProperties: false,
      maxItems: 2,
    });
    if (schema.safeParse(value).success) return value as Record<string, unknown>;
  }
  throw new Error(`no valid example could be generated for ${JSON.stringify(jsonSchemaOf(schema))}`);
};

/** A valid call: the registry's example, else one generated from the schemas. */
export async function validInput(
  ctx: SecurityContext,
  contract: Contract,
  owner: Party,
  registry: Record<string, Example> = examples,
): Promise<CallParts> {
  const example = registry[keyOf(contract)];
  if (example) return example.input(ctx, owner);
  const parts: CallParts = {};
  const params = generated(contract.params, 1);
  const query = generated(contract.query, 2);
  const body = generated(contract.body, 3);
  if (params) parts.params = params;
  if (query) parts.query = query;
  if (body !== undefined) parts.body = body;
  return parts;
}
