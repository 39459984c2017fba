import { audit } from '../audit/audit.service';
import * as repository from './work-verification.repository';
import {
  DAY_MS,
  issueToken,
  linkOf,
  subjectOf,
  verifierMessage,
  type WorkVerificationDeps,
} from './work-verification.common';

// Reminders to verifiers who have not answered (the monitoring pass, decision 034).

/**
 * Reminds verifiers who have not answered WORK_VERIFICATION_REMINDER_DAYS (3, then 7) days after the link was
 * sent, each reminder once (claimed by a conditional update, so many instances running the pass send one).
 * A reminder carries a new link (the raw token of the first is not kept); the earlier links keep working
 * until the same expiry. Open requests whose link lapsed become verification errors ('expired').
 */
export async function sendWorkVerificationReminders(
  deps: WorkVerificationDeps,
): Promise<{ reminders: number; expired: number }> {
  const now = deps.clock();
  const expired = await repository.expireOverdue(deps.db, now);
  let reminders = 0;
  for (const [days, column] of [
    [7, 'reminded_7_at'],
    [3, 'reminded_3_at'],
  ] as const) {
    const sentBefore = new Date(now.getTime() - days * DAY_MS);
    for (const row of await repository.listDueReminders(deps.db, column, sentBefore, now)) {
      // A request already past 7 days gets the 7-day reminder only, never both at once.
      if (days === 3 && row.reminded_7_at !== null) continue;
      const token = await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.claimReminder(trx, row.id, column, now))) return null;
        if (days === 7 && row.reminded_3_at === null)
          await repository.update(trx, row.id, { reminded_3_at: now });
        return issueToken(trx, row.id, now, new Date(row.expires_at));
      });
      if (!token) continue;
      const subject = subjectOf(row);
      await deps.mailer.send(
        verifierMessage('email.work-verification-reminder', {
          to: row.verifier_email,
          verifier: row.verifier_name,
          clinician: `${subject.clinician.first_name} ${subject.clinician.last_name}`.trim(),
          institution: subject.position.institution,
          link: linkOf(deps.config, token),
        }),
      );
      await audit(
        deps.db,
        { ip: null, request_id: null },
        {
          action: 'work_verification.remind',
          outcome: 'success',
          user_id: row.user_id,
          target_type: 'work_verification',
          target_id: row.id,
          details: { days },
        },
      );
      reminders += 1;
    }
  }
  return { reminders, expired: expired.length };
}
