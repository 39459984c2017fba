import { makeAffiliationPositionSchema, ruleIssuesAt } from '@credence/shared';
import type { AffiliationAnswer, AffiliationConfigData, HospitalData } from '@credence/shared';
import { json } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';

export type Affiliation = { id: string } & Record<string, unknown>;

export const DEFAULT_AFFILIATION_CONFIG: AffiliationConfigData = {
  reference_required: true,
  look_back_years: 5,
};

/** A current affiliation that passes every rule, its reference included. */
export const COMPLETE_AFFILIATION: Affiliation = {
  id: '55555555-5555-4555-8555-555555555555',
  institution: 'St. Mary Hospital',
  address_line1: '40 Oak Ave',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62702',
  start_date: '2019-03-01',
  isCurrent: true,
  department: 'Cardiology',
  reference_first_name: 'Ana',
  reference_last_name: 'Ruiz',
  reference_provider_type: 'MD',
  reference_phone_number: '+12175550100',
  reference_email: 'ana.ruiz@stmary.test',
};

/** Two hospitals of the CMS directory, as GET /api/hospital_search answers them. */
export const DIRECTORY: HospitalData[] = [
  {
    hospital_id: '010001',
    institution: 'SOUTHEAST HEALTH MEDICAL CENTER',
    address_line1: '1108 ROSS CLARK CIRCLE',
    address_city: 'DOTHAN',
    address_state: 'AL',
    address_zip: '36301',
    address_country: 'US',
    county: 'HOUSTON',
    phone: '(334) 793-8701',
    hospital_type: 'Acute Care Hospitals',
    ownership: 'Government - Hospital District or Authority',
    emergency_services: true,
  },
  {
    hospital_id: '220110',
    institution: "BRIGHAM AND WOMEN'S HOSPITAL",
    address_line1: '75 FRANCIS STREET',
    address_city: 'BOSTON',
    address_state: 'MA',
    address_zip: '02115',
    address_country: 'US',
    county: 'SUFFOLK',
    phone: '(617) 732-5500',
    hospital_type: 'Acute Care Hospitals',
    ownership: 'Voluntary non-profit - Private',
    emergency_services: true,
  },
];

/** The directory searched by name (q) or street (address), every word typed in it. */
function searchDirectory(params: URLSearchParams): HospitalData[] {
  const typed = (params.get('q') ?? params.get('address') ?? '').toUpperCase().split(/\s+/).filter(Boolean);
  const field = params.has('q') ? 'institution' : 'address_line1';
  return DIRECTORY.filter((hospital) => typed.every((word) => hospital[field].includes(word)));
}

export interface AffiliationState {
  affiliations: Affiliation[];
  answer: AffiliationAnswer | null;
  writes: { method: string; affiliation?: Affiliation; id?: string; answer?: string }[];
}

const invalid = (details: { path: string; message: string }[]) =>
  json({ error: { code: 'request.invalid', message: 'Bad Request', details } }, 400);
const notFound = () => json({ error: { code: 'request.not-found', message: 'Not found' } }, 404);
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

// Current first, then by start date, newest first (the contract's order).
const newestFirst = (a: Affiliation, b: Affiliation) =>
  Number(Boolean(b.isCurrent)) - Number(Boolean(a.isCurrent)) ||
  String(b.start_date ?? '').localeCompare(String(a.start_date ?? ''));

/**
 * The affiliation routes of packages/shared/src/api/affiliations.ts in memory: each affiliation checked with
 * makeAffiliationPositionSchema under the config (400 with details at their paths), 409 on a repeated id,
 * 404 on an unknown one, and 'complete' as the contract defines it.
 */
export function affiliationRoutes(state: AffiliationState, config: AffiliationConfigData) {
  const schema = makeAffiliationPositionSchema({ referenceRequired: config.reference_required });
  const check = (affiliation: Affiliation) =>
    ruleIssuesAt(schema, affiliation, []).map((issue) => ({
      path: (issue.path ?? []).join('.'),
      message: issue.message,
    }));
  const status = () => {
    const incomplete = state.affiliations.filter((entry) => check(entry).length > 0).map((entry) => entry.id);
    const complete =
      state.answer === 'no' ||
      (state.answer === 'yes' && state.affiliations.length > 0 && incomplete.length === 0);
    return { incomplete, complete };
  };

  const routes: Record<string, Handler> = {
    'GET /api/hospital_search': ({ url }) => json({ data: searchDirectory(url.searchParams) }),
    'GET /api/affiliations': () => {
      const { incomplete, complete } = status();
      return json({
        data: {
          affiliations: [...state.affiliations].sort(newestFirst),
          answer: state.answer,
          incomplete_ids: incomplete,
          complete,
          config,
        },
      });
    },
    'POST /api/affiliations': ({ init }) => {
      const affiliation = bodyOf(init).affiliation as Affiliation;
      state.writes.push({ method: 'POST', affiliation });
      if (state.affiliations.some((stored) => stored.id === affiliation.id))
        return json({ error: { code: 'request.conflict', message: 'Conflict' } }, 409);
      const details = check(affiliation);
      if (details.length > 0) return invalid(details);
      state.affiliations.push(affiliation);
      state.answer = 'yes';
      return json({ data: affiliation }, 201);
    },
    'PUT /api/affiliations': ({ init }) => {
      const affiliation = bodyOf(init).affiliation as Affiliation;
      state.writes.push({ method: 'PUT', affiliation });
      const at = state.affiliations.findIndex((stored) => stored.id === affiliation.id);
      if (at < 0) return notFound();
      const details = check(affiliation);
      if (details.length > 0) return invalid(details);
      state.affiliations[at] = affiliation;
      return json({ data: affiliation });
    },
    'DELETE /api/affiliations': ({ url }) => {
      const id = url.searchParams.get('id') ?? '';
      state.writes.push({ method: 'DELETE', id });
      const at = state.affiliations.findIndex((stored) => stored.id === id);
      if (at < 0) return notFound();
      state.affiliations.splice(at, 1);
      return json({ data: { id } });
    },
    'PUT /api/affiliations/answer': ({ init }) => {
      const answer = bodyOf(init).answer as AffiliationAnswer;
      state.writes.push({ method: 'ANSWER', answer });
      if (answer === 'no' && state.affiliations.length > 0)
        return invalid([{ path: 'answer', message: 'affiliation.remove-first' }]);
      state.answer = answer;
      return json({ data: { answer } });
    },
  };
  return { routes, complete: () => status().complete };
}
