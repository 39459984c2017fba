import { PEER_REFERENCES_MAX, makePeerReferenceSchema, ruleIssuesAt } from '@credence/shared';
import type { ReferencesConfigData } from '@credence/shared';
import { json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { monthsAgo } from './months-ago';

export type Reference = { id: string } & Record<string, unknown>;

export const DEFAULT_REFERENCES_CONFIG: ReferencesConfigData = {
  required_count: 3,
  locum_tenens: false,
  look_back_years: 5,
};

/** A reference that passes every rule (the locum-tenens ones too, for an MD), numbered by `n`. */
export function completeReference(n: number): Reference {
  return {
    id: `77777777-7777-4777-8777-77777777777${n}`,
    first_name: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'][n % 5],
    last_name: 'Ruiz',
    credential: 'MD',
    title: 'Department chair',
    relationship: 'department_chair',
    specialty: 'Cardiology',
    institution: 'St. Mary Hospital',
    phone: '+12175550100',
    email: '',
    last_worked_together: monthsAgo(6),
    attests_eligible: true,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

export interface ReferenceState {
  references: Reference[];
  writes: { method: string; references?: Reference[]; id?: string; app_req_id?: unknown }[];
}

const invalid = (details: { path: string; message: string }[]) =>
  json({ error: { code: 'request.invalid', message: 'Bad Request', details } }, 400);
const notFound = () => json({ error: { code: 'request.not-found', message: 'Not found' } }, 404);

/**
 * The reference routes of packages/shared/src/api/references.ts in memory: every reference checked with
 * makePeerReferenceSchema under the config before any is written (400 with details at
 * `references.{index}.{field}`), ids upserted, at most PEER_REFERENCES_MAX, oldest first, 404 on deleting an
 * unknown id, and 'complete' as the contract defines it.
 */
export function referenceRoutes(
  state: ReferenceState,
  config: ReferencesConfigData,
  providerType: string | null,
) {
  const schema = makePeerReferenceSchema({
    lookBackYears: config.look_back_years,
    locumTenens: config.locum_tenens,
    providerType,
  });
  const issuesOf = (reference: Reference, index: number) =>
    ruleIssuesAt(schema, reference, []).map((issue) => ({
      path: ['references', index, ...(issue.path ?? [])].join('.'),
      message: issue.message,
    }));
  const status = () => {
    const incomplete = state.references
      .filter((entry, index) => issuesOf(entry, index).length > 0)
      .map((entry) => entry.id);
    const passing = state.references.length - incomplete.length;
    return { incomplete, complete: passing >= config.required_count };
  };

  const routes: Record<string, Handler> = {
    'GET /api/reference': () => {
      const { incomplete, complete } = status();
      return json({
        data: {
          references: state.references,
          incomplete_ids: incomplete,
          complete,
          config,
          provider_type: providerType,
        },
      });
    },
    'POST /api/reference': ({ init }) => {
      const body = JSON.parse(String(init.body)) as { app_req_id?: unknown; references: Reference[] };
      state.writes.push({ method: 'POST', references: body.references, app_req_id: body.app_req_id });
      const details = body.references.flatMap(issuesOf);
      if (details.length > 0) return invalid(details);
      const next = [...state.references];
      for (const reference of body.references) {
        const at = next.findIndex((stored) => stored.id === reference.id);
        const stored = { ...reference, updated_at: new Date().toISOString() };
        if (at < 0) next.push(stored);
        else next[at] = stored;
      }
      if (next.length > PEER_REFERENCES_MAX)
        return invalid([{ path: 'references', message: 'reference.too-many' }]);
      state.references = next;
      return json({ data: { references: next } });
    },
    'DELETE /api/reference': ({ url }) => {
      const id = url.searchParams.get('id') ?? '';
      state.writes.push({ method: 'DELETE', id });
      const at = state.references.findIndex((stored) => stored.id === id);
      if (at < 0) return notFound();
      state.references.splice(at, 1);
      return json({ data: { id } });
    },
  };
  return { routes, complete: () => status().complete };
}
