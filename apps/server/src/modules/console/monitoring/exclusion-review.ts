import type { ExclusionCandidate, ExclusionCandidates } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database, ExclusionReviewDecision } from '#server/db/schema';
import { conflict, notFound } from '#server/lib/app-error';
import type { Caller } from '#server/lib/caller';
import type { Clock } from '#server/lib/clock';
import { audit } from '../../audit/audit.service';
import {
  findGroupMatch,
  listGroupCandidates,
  namesOf,
  newestSnapshots,
  saveReview,
  type CandidateRow,
} from './exclusion-review.repository';
import { groupOf } from '../staff-group';
import { bestNameScore } from './name-score';

// Exclusion candidates in the console (issue 18, decision 056). A name hit is never an exclusion: the group's
// reviewer confirms it (the roster then shows "action needed") or clears it. The decision is remembered with
// the list row's hash (decision 033 rule 6): the unchanged row does not come back; a changed row reopens it.

export interface MonitoringDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

const basisOf = (row: CandidateRow): ExclusionCandidate['basis'] =>
  row.method !== 'name' ? 'identifier' : row.dob_check === 'equal' ? 'name_dob' : 'name';

/** Decided for the group only while the row is the version the decision was taken on. */
const isDecided = (row: CandidateRow) => row.decision !== null && row.decided_hash === row.row_hash;

async function present(db: Kysely<Database>, rows: readonly CandidateRow[]): Promise<ExclusionCandidate[]> {
  const snapshots = await newestSnapshots(db);
  const names = await namesOf(
    db,
    [...new Set(rows.map((row) => row.user_id))],
    rows.flatMap((row) => (row.row_id === null ? [] : [Number(row.row_id)])),
  );
  return rows.map((row) => {
    const snapshot = snapshots.get(row.source);
    const decided = isDecided(row);
    return {
      id: row.id,
      clinician: { name: nameOf(row) },
      source: row.source as ExclusionCandidate['source'],
      basis: basisOf(row),
      score: bestNameScore(
        names.subjects.get(row.user_id) ?? [],
        row.row_id === null ? [] : (names.rows.get(Number(row.row_id)) ?? []),
      ),
      snapshot: snapshot ? { sha256: snapshot.sha256, fetched_at: iso(snapshot.fetched_at) } : null,
      row: (row.raw as Record<string, unknown> | null) ?? null,
      not_me:
        row.status === 'not_me'
          ? {
              statement: row.evidence ?? '',
              has_document: row.document_id !== null,
              at: row.not_me_at ? iso(row.not_me_at) : null,
            }
          : null,
      decision:
        decided && row.decision && row.decided_at
          ? {
              decision: row.decision,
              by: row.decided_by_name,
              at: iso(row.decided_at),
              note: row.decision_note ?? null,
            }
          : null,
    };
  });
}

/** GET /api/console/exclusions: one audit entry per clinician shown. */
export async function groupCandidates(deps: MonitoringDeps, caller: Caller): Promise<ExclusionCandidates> {
  const groupId = groupOf(caller);
  const rows = groupId ? await listGroupCandidates(deps.db, groupId) : [];
  const candidates = await present(deps.db, rows);
  const shown = [...new Set(rows.map((row) => row.user_id))];
  for (const userId of shown)
    await audit(deps.db, caller.origin, {
      action: 'console.exclusions.read',
      outcome: 'success',
      user_id: caller.userId,
      target_type: 'user',
      target_id: userId,
      details: { group: groupId },
    });
  if (shown.length === 0)
    await audit(deps.db, caller.origin, {
      action: 'console.exclusions.read',
      outcome: 'success',
      user_id: caller.userId,
      target_type: 'subscriber_group',
      target_id: groupId,
      details: { count: 0 },
    });
  return {
    open: candidates.filter((candidate) => candidate.decision === null),
    decided: candidates.filter((candidate) => candidate.decision !== null),
  };
}

/**
 * POST /api/console/exclusions/:id/decision: confirm or clear. Another group's match, a retired one and a
 * missing id are the same 404; an identifier match (already an exclusion) is 409.
 */
export async function decideCandidate(
  deps: MonitoringDeps,
  caller: Caller,
  matchId: string,
  decision: ExclusionReviewDecision,
  note: string | null = null,
): Promise<ExclusionCandidate> {
  const groupId = groupOf(caller);
  const match = groupId ? await findGroupMatch(deps.db, groupId, matchId) : undefined;
  const fail = (reason: string) =>
    audit(deps.db, caller.origin, {
      action: 'console.exclusions.decide',
      outcome: 'failure',
      user_id: caller.userId,
      target_type: 'exclusion_match',
      target_id: matchId,
      details: { reason },
    });
  if (!groupId || !match) {
    await fail('not-found');
    throw notFound();
  }
  if (match.status !== 'candidate' && match.status !== 'not_me') {
    await fail('not-a-candidate');
    throw conflict('Only a candidate can be confirmed or cleared');
  }
  await saveReview(deps.db, {
    groupId,
    matchId,
    rowHash: match.row_hash,
    decision,
    note,
    actorId: caller.actorId,
    at: deps.clock(),
  });
  await audit(deps.db, caller.origin, {
    action: 'console.exclusions.decide',
    outcome: 'success',
    user_id: caller.userId,
    target_type: 'exclusion_match',
    target_id: matchId,
    details: { decision, group: groupId, clinician: match.user_id, note: note !== null },
  });
  const [row] = await listGroupCandidates(deps.db, groupId, matchId);
  if (!row) throw notFound();
  const [candidate] = await present(deps.db, [row]);
  return candidate!;
}
