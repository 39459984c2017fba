import type { ExclusionScreeningData, exclusionNotMeBodySchema } from '@credence/shared';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { evidenceOf, screenClinician, type ScreeningDeps } from './screening';

/** GET /api/exclusion_screening: the caller screened now against the loaded lists, with the evidence. */
export async function readScreening(deps: ScreeningDeps, who: Caller): Promise<ExclusionScreeningData> {
  const sources = await screenClinician(deps, who.userId);
  await audit(deps.db, who.origin, {
    action: 'exclusions.read',
    outcome: 'success',
    target_type: 'user',
    target_id: who.userId,
    details: { matches: sources.reduce((sum, s) => sum + s.matches.length, 0) },
  });
  return {
    sources: sources.map(({ source, credential_type, status, method, snapshot, matches }) => ({
      source,
      credential_type,
      status,
      method,
      snapshot: snapshot && {
        sha256: snapshot.sha256,
        fetched_at: snapshot.fetched_at,
        url: snapshot.url,
        row_count: snapshot.row_count,
      },
      matches,
    })),
  };
}

/**
 * POST /api/exclusion_screening/:id/not_me: the clinician's statement that a candidate is not them. Only their
 * own active match (another's, or an unknown id, is 404) and only a candidate (an identifier match or a
 * cleared one is 409). Remembered with the row hash: a changed row reopens it.
 */
export async function markNotMe(
  deps: ScreeningDeps,
  who: Caller,
  matchId: string,
  body: z.infer<typeof exclusionNotMeBodySchema>,
) {
  const updated = await deps.db.transaction().execute(async (trx) => {
    const match = await trx
      .selectFrom('exclusion_matches')
      .select(['id', 'status'])
      .where('id', '=', matchId)
      .where('user_id', '=', who.userId)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!match) return null;
    if (match.status !== 'candidate') throw conflict('Only a candidate match can be marked as not you');
    await trx
      .updateTable('exclusion_matches')
      .set({
        status: 'not_me',
        evidence: body.evidence,
        document_id: body.document_id ?? null,
        decided_by: who.userId,
        decided_at: deps.clock(),
        updated_at: deps.clock(),
      })
      .where('id', '=', matchId)
      .execute();
    return match;
  });
  if (!updated) {
    await audit(deps.db, who.origin, {
      action: 'exclusions.not_me',
      outcome: 'failure',
      target_type: 'exclusion_match',
      target_id: matchId,
      details: { reason: 'not-found' },
    });
    throw notFound();
  }
  await audit(deps.db, who.origin, {
    action: 'exclusions.not_me',
    outcome: 'success',
    target_type: 'exclusion_match',
    target_id: matchId,
    details: { document: body.document_id !== undefined },
  });
  const evidence = await evidenceOf(deps, who.userId);
  const match = evidence.flatMap((source) => source.matches).find((m) => m.id === matchId);
  if (!match) throw notFound();
  return match;
}
