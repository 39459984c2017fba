import {
  historyStepStatus,
  makeWorkGapSchema,
  ruleIssuesAt,
  workHistoryConfigFromData,
} from '@credence/shared';
import type {
  WorkVerificationRequestView,
  AffiliationConfigData,
  ReferencesConfigData,
  WorkHistoryConfigData,
  WorkHistoryEntry,
} from '@credence/shared';
import { json, mockFetch } from '#web/test/fetch';
import { monthsAgo } from './months-ago';
export { monthsAgo };
import type { Handler } from '#web/test/fetch';
import { positionSchemaFor } from '../config';
import { DEFAULT_AFFILIATION_CONFIG, affiliationRoutes } from './fake-affiliations';
import type { Affiliation, AffiliationState } from './fake-affiliations';
import { DEFAULT_REFERENCES_CONFIG, referenceRoutes } from './fake-references';
import type { Reference, ReferenceState } from './fake-references';
import { workVerificationRoutes } from './fake-work-verifications';
import type { VerificationState } from './fake-work-verifications';

export const REQUIREMENT_ID = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';
export const ORGANIZATION = 'Riverside Health';

export const DEFAULT_CONFIG: WorkHistoryConfigData = {
  required: true,
  look_back_years: 5,
  optional_work_history: false,
  allowed_gap_days: 60,
  certificate_of_insurance: false,
  no_coverage_reason: false,
};

/** A job that passes every rule and, being current since before the look-back, covers it. */
export const COMPLETE_JOB: WorkHistoryEntry = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'job',
  institution: 'Mercy Hospital',
  role: 'Staff nurse',
  address_line1: '12 Main St',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  start_date: monthsAgo(80),
  isCurrent: true,
  reference_email: 'chair@mercy.test',
};

type Entry = WorkHistoryEntry & Record<string, unknown>;
type Prefill = { source: 'resume'; created_at: string; positions: Entry[] } | null;

export interface FakeOptions {
  history?: Entry[];
  prefill?: Prefill;
  config?: Partial<WorkHistoryConfigData>;
  affiliations?: Affiliation[];
  /** Whether there are affiliations to list; null (not answered) unless given. */
  affiliationAnswer?: AffiliationState['answer'];
  affiliationConfig?: Partial<AffiliationConfigData>;
  references?: Reference[];
  referencesConfig?: Partial<ReferencesConfigData>;
  /** The clinician's provider type, for the locum-tenens rules; 'MD' unless given. */
  providerType?: string | null;
  /** Work-verification requests by position id. */
  verifications?: Record<string, WorkVerificationRequestView>;
  /** Answers for single routes ('METHOD /path'), replacing the fake's own. */
  overrides?: Record<string, Handler | Response>;
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { entry: Entry };
const invalid = (details: { path: string; message: string }[]) =>
  json({ error: { code: 'request.invalid', message: 'Bad Request', details } }, 400);
const notFound = () => json({ error: { code: 'request.not-found', message: 'Not found' } }, 404);

// Current positions first, then by start date, newest first (the contract's order).
const monthKey = (date: unknown) => {
  const [month, year] = String(date ?? '').split('/');
  return Number(year ?? 0) * 12 + Number(month ?? 0);
};
const newestFirst = (a: Entry, b: Entry) =>
  Number(Boolean(b.isCurrent)) - Number(Boolean(a.isCurrent)) ||
  monthKey(b.start_date) - monthKey(a.start_date);

/**
 * The professional-history API as the browser sees it, in memory (packages/shared/src/api/work-history.ts):
 * entries are checked with the shared schemas and answer 400 with details at their field paths like the
 * server; a repeated id answers 409 and an unknown one 404; the status comes from historyStepStatus. The
 * affiliation routes are test/fake-affiliations.ts, the reference routes test/fake-references.ts.
 */
export function fakeHistoryServer(options: FakeOptions = {}) {
  const config: WorkHistoryConfigData = { ...DEFAULT_CONFIG, ...options.config };
  const state = {
    history: [...(options.history ?? [])],
    prefill: options.prefill ?? null,
    writes: [] as { method: string; entry?: Entry; id?: string }[],
  };

  const affiliationConfig = { ...DEFAULT_AFFILIATION_CONFIG, ...options.affiliationConfig };
  const affiliationState: AffiliationState = {
    affiliations: [...(options.affiliations ?? [])],
    answer: options.affiliationAnswer ?? null,
    writes: [],
  };
  const affiliations = affiliationRoutes(affiliationState, affiliationConfig);
  const referenceState: ReferenceState = { references: [...(options.references ?? [])], writes: [] };
  const references = referenceRoutes(
    referenceState,
    { ...DEFAULT_REFERENCES_CONFIG, ...options.referencesConfig },
    options.providerType === undefined ? 'MD' : options.providerType,
  );

  const verificationState: VerificationState = {
    requests: { ...(options.verifications ?? {}) },
    writes: [],
  };
  const verifications = workVerificationRoutes(
    verificationState,
    () => state.history,
    () => config.required,
  );

  const check = (entry: Entry) => {
    const schema = entry.type === 'gap' ? makeWorkGapSchema() : positionSchemaFor(config);
    return ruleIssuesAt(schema, entry, []).map((issue) => ({
      path: (issue.path ?? []).join('.'),
      message: issue.message,
    }));
  };
  const status = () => historyStepStatus(state.history, workHistoryConfigFromData(config));

  const fetch = mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    [`GET /api/application_requirement/${REQUIREMENT_ID}`]: () =>
      json({
        data: {
          id: REQUIREMENT_ID,
          name: 'Nursing staff onboarding',
          subscriber_group: { id: 'g1', name: ORGANIZATION, logo_url: null },
          application_config: {},
          attested_reqs: [],
          credential_set: [],
          work_history: config,
        },
      }),
    'GET /api/progress_steps': () => {
      const resume = state.prefill !== null || state.history.some((entry) => entry.type === 'job');
      const steps = ['resume', 'history', 'affiliations', 'references', 'verifications'].map((step) => ({
        step,
        complete:
          step === 'resume'
            ? resume
            : step === 'history'
              ? status().complete
              : step === 'affiliations'
                ? affiliations.complete()
                : step === 'references'
                  ? references.complete()
                  : verifications.complete(),
      }));
      return json({ data: { steps } });
    },
    'GET /api/work_history': () => {
      const { gaps, incompleteIds, complete } = status();
      return json({
        data: {
          history: [...state.history].sort(newestFirst),
          gaps,
          incomplete_ids: incompleteIds,
          complete,
          config,
        },
      });
    },
    'POST /api/work_history': ({ init }) => {
      const { entry } = bodyOf(init);
      state.writes.push({ method: 'POST', entry });
      if (state.history.some((stored) => stored.id === entry.id))
        return json({ error: { code: 'request.conflict', message: 'Conflict' } }, 409);
      const details = check(entry);
      if (details.length > 0) return invalid(details);
      state.history.push(entry);
      if (state.prefill)
        state.prefill = {
          ...state.prefill,
          positions: state.prefill.positions.filter((position) => position.id !== entry.id),
        };
      return json({ data: entry }, 201);
    },
    'PUT /api/work_history': ({ init }) => {
      const { entry } = bodyOf(init);
      state.writes.push({ method: 'PUT', entry });
      const at = state.history.findIndex((stored) => stored.id === entry.id);
      if (at < 0) return notFound();
      const details = check(entry);
      if (details.length > 0) return invalid(details);
      state.history[at] = entry;
      return json({ data: entry });
    },
    'DELETE /api/work_history': ({ url }) => {
      const id = url.searchParams.get('id') ?? '';
      state.writes.push({ method: 'DELETE', id });
      const at = state.history.findIndex((stored) => stored.id === id);
      if (at < 0) return notFound();
      state.history.splice(at, 1);
      return json({ data: { id } });
    },
    'GET /api/work_history/prefill': () => json({ data: state.prefill }),
    'DELETE /api/work_history/prefill': () => {
      state.writes.push({ method: 'DISMISS' });
      if (state.prefill) state.prefill = { ...state.prefill, positions: [] };
      return json({ data: { dismissed: true } });
    },
    ...affiliations.routes,
    ...references.routes,
    ...verifications.routes,
    ...options.overrides,
  });
  return {
    fetch,
    state,
    config,
    affiliations: affiliationState,
    references: referenceState,
    verifications: verificationState,
  };
}
