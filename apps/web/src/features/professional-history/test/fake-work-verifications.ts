import { workVerifierSchema, ruleIssuesAt } from '@credence/shared';
import type { WorkVerificationItem, WorkVerificationRequestView } from '@credence/shared';
import { json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';

type Entry = { id: string } & Record<string, unknown>;

export interface VerificationState {
  /** Requests by item id. */
  requests: Record<string, WorkVerificationRequestView>;
  writes: Record<string, unknown>[];
}

/** A request as the server answers it, `status` pending unless said. */
export const verificationRequest = (
  overrides: Partial<WorkVerificationRequestView> = {},
): WorkVerificationRequestView => ({
  id: '99999999-9999-4999-8999-999999999999',
  verifier_name: 'Dana Okafor',
  verifier_email: 'chair@mercy.test',
  status: 'pending',
  error: null,
  decline_reason: null,
  sent_at: '2026-01-05T10:00:00.000Z',
  opened_at: null,
  signed_at: null,
  expires_at: '2026-02-04T10:00:00.000Z',
  ...overrides,
});

/**
 * The clinician's work-verification routes of packages/shared/src/api/work-verification.ts in memory: the
 * history's positions (not gaps) are the items when the requirement wants work history verified; POST checks
 * the verifier with the shared schema (400 with details) and stores a pending request; 'complete' as the
 * server decides it.
 */
export function workVerificationRoutes(
  state: VerificationState,
  history: () => Entry[],
  required: () => boolean,
) {
  const items = (): WorkVerificationItem[] =>
    required()
      ? history()
          .filter((entry) => entry.type !== 'gap')
          .map((entry) => ({
            kind: 'work_history',
            item_id: entry.id,
            institution: String(entry.institution ?? '').trim(),
            role: String(entry.role ?? '').trim(),
            department: String(entry.department ?? ''),
            start_date: String(entry.start_date ?? ''),
            end_date: entry.isCurrent ? '' : String(entry.end_date ?? ''),
            request: state.requests[entry.id] ?? null,
          }))
      : [];
  const complete = () => {
    const list = items();
    return (
      !required() ||
      (list.length > 0 && list.every((item) => item.request !== null && item.request.status !== 'error'))
    );
  };
  const routes: Record<string, Handler> = {
    'GET /api/work_verification_requests': () =>
      json({
        data: {
          items: items(),
          required: { work_history: required(), hospital_affiliations: false },
          complete: complete(),
        },
      }),
    'POST /api/work_verification_requests': ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      state.writes.push(body);
      const details = ruleIssuesAt(workVerifierSchema, body, []).map((issue) => ({
        path: (issue.path ?? []).join('.'),
        message: issue.message,
      }));
      if (details.length > 0)
        return json({ error: { code: 'request.invalid', message: 'Bad Request', details } }, 400);
      const request = verificationRequest({
        verifier_name: body.verifier_name!,
        verifier_email: body.verifier_email!,
      });
      state.requests[body.item_id!] = request;
      return json({ data: { request } });
    },
  };
  return { routes, complete };
}
