import {
  affiliationsApi,
  consentApi,
  tasksApi,
  consoleApi,
  consoleReceivedApi,
  consoleWorkApi,
  consoleRequirementsApi,
  consoleMonitoringApi,
  consoleSettingsApi,
  credentialsApi,
  verificationApi,
  documentsApi,
  exclusionsApi,
  selfAttestedApi,
  notificationsApi,
  referencesApi,
  jobsApi,
  malpracticeApi,
  workHistoryApi,
  sharingApi,
  oid4vcApi,
  type Contract,
} from '@credence/shared';
import {
  insertTestInvitation,
  insertTestPendingJoin,
  insertTestSignedWorkVerification,
  makeStaffOfNewGroup,
} from '../../src/modules/console/console-test-support';
import { insertTestSubmittedTask } from '../../src/modules/console/requirements/requirements-test-support';
import { insertTestCandidate } from '../../src/modules/console/monitoring/monitoring-test-support';
import { validAffiliation } from '../../src/modules/affiliations/affiliations-test-support';
import { insertTestOffer } from '../../src/modules/credentials/credentials-test-support';
import { uploadParts } from '../../src/modules/documents/documents-test-support';
import { multipart } from '../../src/modules/resume-parser/resume-test-files';
import { loadExclusionList } from '../../src/modules/exclusions/loader';
import { SOURCES } from '../../src/modules/exclusions/sources';
import { createJob } from '../../src/modules/jobs/jobs.service';
import { insertNotification } from '../../src/modules/notifications/notifications.repository';
import { validReference } from '../../src/modules/references/references-test-support';
import {
  insertTestGroup,
  insertTestShare,
  insertTestSubscription,
} from '../../src/modules/sharing/sharing-test-support';
import { requirementFor, validJob } from '../../src/modules/work-history/work-history-test-support';
import { systemClock } from '../../src/lib/clock';
import { createUser, signIn } from '../helpers/sign-in';
import { keyOf, send, type CallParts, type Party, type SecurityContext } from './security-context';

// For every contract that addresses one object (a `:id` path parameter, or an `id` in its query or body):
// how to make such an object as its owner and answer its id. The suite then asks for it as another
// clinician and expects the very 404 a missing id gets. A contract addressing an object with no entry here
// fails the suite: a new endpoint adds its entry (docs/architecture.md, "Add an endpoint"). A contract whose
// id names no owned object (a registry lookup) says so itself with `idIsNotOwned` (contract.ts).

export type ObjectMaker = (ctx: SecurityContext, owner: Party) => Promise<string>;

/** Stores through the real endpoint as the owner; fails loudly when the endpoint refuses. */
async function stored(ctx: SecurityContext, owner: Party, contract: Contract, parts: CallParts) {
  const response = await send(ctx, contract, parts, { session: owner.session });
  if (response.statusCode >= 300)
    throw new Error(`${keyOf(contract)} answered ${response.statusCode} ${response.body.slice(0, 160)}`);
}

/** A document uploaded through POST /api/document (multipart, which `send` does not speak) as the owner. */
async function uploadedDocument(ctx: SecurityContext, owner: Party): Promise<string> {
  const { payload, contentType } = multipart(uploadParts());
  const response = await ctx.app.inject({
    method: 'POST',
    url: documentsApi.upload.path,
    headers: { ...owner.session.headers(), 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`uploading a document answered ${response.statusCode} ${response.body.slice(0, 160)}`);
  return (response.json() as { data: { id: string }[] }).data[0]!.id;
}

/** A task assigned to the owner by an organization of its own (tasks are assigned, never created by the clinician). */
async function assignedTask(ctx: SecurityContext, owner: Party): Promise<string> {
  const group = await ctx.db
    .insertInto('subscriber_groups')
    .values({ slug: `sec-${crypto.randomUUID()}`, name: 'Security suite org' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const defined = await ctx.db
    .insertInto('subscriber_group_tasks')
    .values({ subscriber_group_id: group.id, name: 'Upload a card', type: 'document', config: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await ctx.db
    .insertInto('clinician_tasks')
    .values({ user_id: owner.user.id, subscriber_group_task_id: defined.id, assigned_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}

/** A consent form of the owner's organization, signed by the owner through POST /api/consent_form. */
async function signedConsent(ctx: SecurityContext, owner: Party): Promise<string> {
  const group = await ctx.db
    .insertInto('subscriber_groups')
    .values({ slug: `sec-consent-${crypto.randomUUID()}`, name: 'Security suite consent org' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = `sec/${crypto.randomUUID()}`;
  const form = await ctx.db
    .insertInto('consent_forms')
    .values({ subscriber_group_id: group.id, name: 'Release', document_key: key })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('subscriptions')
    .values({ user_id: owner.user.id, subscriber_group_id: group.id, status: 'active' })
    .execute();
  await stored(ctx, owner, consentApi.sign, {
    body: { document_keys: [key], full_name: 'Sec Suite', confirm: true },
  });
  return form.id;
}
/** A share made with an organization the owner now acts for (the organization side's object). */
const orgShare: ObjectMaker = async (ctx, owner) => {
  const group = await insertTestGroup(ctx.db);
  await ctx.db
    .updateTable('actors')
    .set({ subscriber_group_id: group.id })
    .where('user_id', '=', owner.user.id)
    .execute();
  const clinician = await ctx.db
    .insertInto('users')
    .values({ email: `share.${group.slug}@credence.test`, first_name: 'Shared', last_name: 'Clinician' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await insertTestShare(ctx.db, clinician.id, group.id)).id;
};

/** A share made with a new group the owner is staff (admin) of; anyone else gets the 404 of a missing one. */
const receivedShare: ObjectMaker = async (ctx, owner) => {
  const { groupId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
  const clinician = await ctx.db
    .insertInto('users')
    .values({ email: `received.${groupId}@credence.test`, first_name: 'Shared', last_name: 'Clinician' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await insertTestShare(ctx.db, clinician.id, groupId)).id;
};

/** A received share carrying one document: a clinician's upload, fixed with the share (decision 066). */
const receivedShareWithDocument: ObjectMaker = async (ctx, owner) => {
  const user = await createUser(ctx.db);
  const documentId = await uploadedDocument(ctx, { user, session: await signIn(ctx.app, user) });
  const { groupId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
  const share = await insertTestShare(ctx.db, user.id, groupId);
  const document = await ctx.db
    .selectFrom('documents')
    .select(['name', 'content_type'])
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('share_documents')
    .values({
      share_id: share.id,
      position: 0,
      kind: 'task',
      document_id: documentId,
      label: 'A task',
      ...document,
    })
    .execute();
  return share.id;
};

/** A consent form of the owner's group (decision 062). */
const groupConsentForm: ObjectMaker = async (ctx, owner) => {
  const { groupId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
  const form = await ctx.db
    .insertInto('consent_forms')
    .values({
      subscriber_group_id: groupId,
      name: 'Photo release',
      body: 'I agree.',
      document_key: `security/${crypto.randomUUID()}`,
      required: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return form.id;
};

/** Keyed by `METHOD /path` (keyOf). */
export const objectMakers: Record<string, ObjectMaker> = {
  // A screening match: the owner takes the name of a person in the shipped LEIE sample (no date of birth,
  // so the name hit stays a candidate), and reading their screening re-screens them.
  [keyOf(exclusionsApi.notMe)]: async (ctx, owner) => {
    await loadExclusionList(ctx.db, 'oig_leie', SOURCES.oig_leie.locations({}), { now: systemClock() });
    await stored(ctx, owner, selfAttestedApi.save, {
      body: { data: { 'basic_info|first_name': 'Bob', 'basic_info|last_name': 'Whitfield' } },
    });
    const response = await send(ctx, exclusionsApi.screening, {}, { session: owner.session });
    const leie = (
      response.json() as {
        data: { sources: { source: string; matches: { id: string; status: string }[] }[] };
      }
    ).data.sources.find((source) => source.source === 'oig_leie');
    const candidate = leie?.matches.find((match) => match.status === 'candidate');
    if (!candidate) throw new Error(`no LEIE candidate for the owner: ${response.body.slice(0, 300)}`);
    return candidate.id;
  },
  [keyOf(referencesApi.remove)]: async (ctx, owner) => {
    const reference = validReference();
    await stored(ctx, owner, referencesApi.save, { body: { references: [reference] } });
    return reference.id;
  },
  [keyOf(workHistoryApi.remove)]: async (ctx, owner) => {
    const entry = validJob();
    await stored(ctx, owner, workHistoryApi.create, { body: { entry } });
    return entry.id;
  },
  [keyOf(affiliationsApi.remove)]: async (ctx, owner) => {
    const affiliation = validAffiliation();
    await stored(ctx, owner, affiliationsApi.create, { body: { affiliation } });
    return affiliation.id;
  },
  // A requirement is the organization's, reached through a subscription: the owner is subscribed to it.
  [keyOf(workHistoryApi.requirement)]: async (ctx, owner) =>
    (await requirementFor(ctx.db, { subscribe: owner.user.id })).appReqId,
  // Notifications and jobs are made by the server (no endpoint creates one): the services' own functions.
  [keyOf(notificationsApi.remove)]: async (ctx, owner) => {
    const row = await insertNotification(ctx.db, {
      userId: owner.user.id,
      type: 'invitation',
      titleKey: null,
      titleParams: {},
      text: 'sec-suite notification',
      payload: {},
    });
    return String(row.id);
  },
  [keyOf(tasksApi.get)]: assignedTask,
  [keyOf(tasksApi.update)]: assignedTask,
  [keyOf(consentApi.document)]: signedConsent,
  [keyOf(documentsApi.link)]: uploadedDocument,
  [keyOf(documentsApi.download)]: uploadedDocument,
  [keyOf(documentsApi.remove)]: uploadedDocument,
  // A no-coverage explanation: a malpractice record that needs no document.
  [keyOf(malpracticeApi.remove)]: async (ctx, owner) => {
    const response = await send(
      ctx,
      malpracticeApi.create,
      { body: { record: { is_explanation: true, no_coverage_reason: 'Resident' } } },
      { session: owner.session },
    );
    if (response.statusCode !== 201)
      throw new Error(`POST /api/malpractice answered ${response.statusCode} ${response.body.slice(0, 160)}`);
    return (response.json() as { data: { id: string } }).data.id;
  },
  [keyOf(jobsApi.get)]: async (ctx, owner) =>
    (await createJob({ db: ctx.db, clock: systemClock }, { userId: owner.user.id, kind: 'consent.pdf' })).id,
  // Offers are made by the server from a verification (no endpoint creates one): stored as one would be.
  [keyOf(credentialsApi.accept)]: async (ctx, owner) => (await insertTestOffer(ctx.db, owner.user.id)).id,
  [keyOf(credentialsApi.remove)]: async (ctx, owner) => (await insertTestOffer(ctx.db, owner.user.id)).id,
  [keyOf(verificationApi.requestCred)]: async (ctx, owner) =>
    (await insertTestOffer(ctx.db, owner.user.id, { status: 'added' })).id,
  // Subscriptions and shares are made by joining and sharing; stored as those would store them.
  [keyOf(sharingApi.checklist)]: async (ctx, owner) =>
    (await insertTestSubscription(ctx.db, owner.user.id)).id,
  [keyOf(sharingApi.end)]: async (ctx, owner) => (await insertTestShare(ctx.db, owner.user.id)).id,
  [keyOf(sharingApi.receipt)]: async (ctx, owner) => (await insertTestShare(ctx.db, owner.user.id)).id,
  [keyOf(sharingApi.receiptPdf)]: async (ctx, owner) => (await insertTestShare(ctx.db, owner.user.id)).id,
  // The organization's side: the owner acts for an organization a clinician shared with; the other party
  // (an actor of no organization, or of another) gets the 404 of a missing share.
  [keyOf(sharingApi.orgRead)]: orgShare,
  [keyOf(sharingApi.orgFhir)]: orgShare,
  [keyOf(sharingApi.fhir)]: async (ctx, owner) => (await insertTestShare(ctx.db, owner.user.id)).id,
  // An OpenID4VCI offer needs a credential in the wallet with its portable copy (its columns filled).
  [keyOf(oid4vcApi.createOffer)]: async (ctx, owner) => {
    const row = await insertTestOffer(ctx.db, owner.user.id, { status: 'added' });
    await ctx.db
      .updateTable('credentials')
      .set({ sd_jwt: 'x~', status_uri: 'http://localhost/status-lists/security-suite', status_idx: 0 })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  },
  // Console objects belong to a subscriber group: the owner becomes staff of a new group holding one.
  [keyOf(consoleApi.resend)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestInvitation(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleApi.revoke)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestInvitation(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleApi.reviewed)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestPendingJoin(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleReceivedApi.share)]: receivedShare,
  [keyOf(consoleReceivedApi.packet)]: receivedShare,
  [keyOf(consoleReceivedApi.document)]: receivedShareWithDocument,
  [keyOf(consoleWorkApi.workVerificationPdf)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestSignedWorkVerification(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleApi.approve)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestPendingJoin(ctx.db, groupId, appReqId);
  },
  // Requirement sets, a clinician's file and their tasks belong to the owner's group (decision 055).
  [keyOf(consoleRequirementsApi.requirement)]: async (ctx, owner) =>
    (await makeStaffOfNewGroup(ctx.db, owner.user.actorId!)).appReqId,
  [keyOf(consoleRequirementsApi.updateRequirement)]: async (ctx, owner) =>
    (await makeStaffOfNewGroup(ctx.db, owner.user.actorId!)).appReqId,
  [keyOf(consoleRequirementsApi.clinician)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestPendingJoin(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleRequirementsApi.assignTask)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestPendingJoin(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleRequirementsApi.acceptTask)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestSubmittedTask(ctx.db, groupId, appReqId);
  },
  [keyOf(consoleRequirementsApi.returnTask)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestSubmittedTask(ctx.db, groupId, appReqId);
  },
  // A consent form of the owner's group (decision 062); deleting one (decision 066).
  [keyOf(consoleSettingsApi.updateConsentForm)]: groupConsentForm,
  [keyOf(consoleSettingsApi.deleteConsentForm)]: groupConsentForm,
  [keyOf(consoleMonitoringApi.decide)]: async (ctx, owner) => {
    const { groupId, appReqId } = await makeStaffOfNewGroup(ctx.db, owner.user.actorId!);
    return insertTestCandidate(ctx.db, groupId, appReqId);
  },
};
