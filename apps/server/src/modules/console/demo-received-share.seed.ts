import type { Caller } from '../../lib/caller';
import type { BlobStore } from '../../lib/storage/sealed-blob';
import { DEMO_CONSOLE_SHARE } from '../../db/seed-console-share';
import { listConsentForms } from '../consent/consent.repository';
import { signConsentForms } from '../consent/consent.service';
import { addUse } from '../documents/documents.repository';
import { demoPdf, storeDocument } from '../documents/documents.seed';
import type { DocumentsDeps } from '../documents/documents.service';
import { createShare, type SharingDeps } from '../sharing/sharing.service';

// The demo's received share (issue 18, decision 066): at the app's start (server.ts, SEED_DEMO), Priya Raman
// (db/seed-console-share.ts) hands in her BLS card for Riverside's nurse task, signs Riverside's consent forms
// and shares with Riverside, each through the service a clinician's own call runs, so the share is presented,
// bound and verified like any other and carries her documents. credentialing@riverside.test then sees a
// received share at once. Idempotent: once she has shared with Riverside, nothing more is done.

export type DemoShareDeps = SharingDeps & BlobStore & Pick<DocumentsDeps, 'linkKey'>;

const DAY = 86_400_000;

/** Answers whether it made the share (false when Priya is missing or has shared already). */
export async function seedDemoReceivedShare(deps: DemoShareDeps): Promise<boolean> {
  const priya = await deps.db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', DEMO_CONSOLE_SHARE.email)
    .executeTakeFirst();
  if (!priya) return false;
  const shared = await deps.db
    .selectFrom('shares')
    .select('id')
    .where('user_id', '=', priya.id)
    .where('subscription_id', '=', DEMO_CONSOLE_SHARE.subscriptionId)
    .executeTakeFirst();
  if (shared) return false;
  const actor = await deps.db
    .selectFrom('actors')
    .select('id')
    .where('user_id', '=', priya.id)
    .executeTakeFirstOrThrow();
  const caller: Caller = {
    userId: priya.id,
    grantId: 'demo-seed',
    actorId: actor.id,
    actor: null,
    actors: [],
    origin: { ip: null, request_id: 'demo-seed', user_id: priya.id, actor_id: actor.id },
  };
  const fullName = `${priya.first_name} ${priya.last_name}`;

  // Her BLS card, handed in for the nurse task (as the tasks service records a submission).
  const task = await deps.db
    .selectFrom('clinician_tasks')
    .innerJoin('subscriber_group_tasks as t', 't.id', 'clinician_tasks.subscriber_group_task_id')
    .select(['clinician_tasks.id', 'clinician_tasks.document_id', 't.name'])
    .where('clinician_tasks.user_id', '=', priya.id)
    .where('t.name', '=', DEMO_CONSOLE_SHARE.taskName)
    .executeTakeFirst();
  if (task && !task.document_id) {
    const documentId = await storeDocument({ ...deps, dataKeys: deps.dataKeys }, priya.id, {
      type: 'life_support',
      name: 'PriyaRamanBLSCard.pdf',
      at: new Date(deps.clock().getTime() - 9 * DAY),
      bytes: demoPdf([
        'American Heart Association - BLS Provider',
        fullName,
        'eCard code 318274650192   Expires 2028-01-31',
      ]),
    });
    await deps.db
      .updateTable('clinician_tasks')
      .set({ document_id: documentId })
      .where('id', '=', task.id)
      .execute();
    await addUse(deps.db, {
      document_id: documentId,
      user_id: priya.id,
      use_kind: 'task',
      use_id: String(task.id),
      label: task.name,
    });
  }

  // Riverside's consent forms, signed through the consent service (a signed PDF each).
  const unsigned = (await listConsentForms(deps.db, priya.id)).filter((form) => form.signed_at === null);
  if (unsigned.length > 0)
    await signConsentForms(deps, caller, {
      documentKeys: unsigned.map((form) => form.document_key),
      fullName,
      userAgent: null,
    });

  await createShare(deps, caller, {
    subscription_id: DEMO_CONSOLE_SHARE.subscriptionId,
    omit: {},
    attestations: { accurate: true, authorize: true, 'notify-changes': true },
    signature: { full_name: fullName, confirmed: true },
  });
  return true;
}
