import {
  PROVIDER_TYPES,
  isValidSsn,
  maskDateOfBirth,
  maskLicenseList,
  maskSsn,
  profileValueSchemas,
  ruleIssuesAt,
  UNMASKED_PROFILE_KEYS,
} from '@credence/shared';
import type { WizardKey } from '@credence/shared';
import type { z } from 'zod';
import { json, mockFetch } from '#web/test/fetch';
import type { Handler } from '#web/test/fetch';
import { personalInfoSample } from '#web/test/contract-samples';

const schemaOf = (key: string) =>
  Object.hasOwn(profileValueSchemas, key) ? (profileValueSchemas[key as WizardKey] as z.ZodType) : undefined;

/** The answer of GET and POST /api/self_attested: like the server, the SSN, birth date and DEA/CDS numbers masked. */
function masked(values: Saved): Saved {
  const answer: Saved = { ...values };
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && isValidSsn(value)) answer[key] = maskSsn(value);
    if (key === 'basic_info|date_of_birth' && typeof value === 'string') answer[key] = maskDateOfBirth(value);
    if (key === 'licenses|list') answer[key] = maskLicenseList(value);
  }
  return answer;
}

/** What a test clinician has saved, keyed section|field. */
export type Saved = Record<string, unknown>;

export const NP_ANSWERS: Saved = {
  'basic_info|occupation_code': 'NP',
  'basic_info|first_name': 'Avery',
  'basic_info|last_name': 'Nguyen',
  'basic_info|date_of_birth': '1984-02-29',
  'basic_info|place_of_birth': { country: 'US', state: 'OR' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '***-**-6789',
  'address|line_1': '12 Harbor Way',
  'address|city': 'Portland',
  'address|state': 'OR',
  'address|zip': '97201',
  'basic_info|phone_number': '+15035550142',
  'basic_info|mobile_confirm': true,
};

/**
 * The API of the wizard as the browser sees it, in memory: self_attested checks each key with the shared
 * schemas and answers 400 with field details like the server; the rest answer as the contract says.
 * `overrides` replace single routes.
 */
export function fakeEnrollmentServer(
  initial: Saved = {},
  overrides: Record<string, Handler | Response> = {},
) {
  const saved: Saved = { ...initial };
  const posts: Saved[] = [];
  const onboarding: true[] = [];
  const fetch = mockFetch({
    'GET /api/xsrf': () => {
      document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
      return json({ data: { token: 'xsrf-1' } });
    },
    // No sign-up names by default: the Name step starts blank unless a test gives them.
    'GET /api/personal_info': () => json({ data: personalInfoSample({ enrollment_status: 'in_progress' }) }),
    'GET /api/provider_type': json({ data: PROVIDER_TYPES }),
    'GET /api/holder_subscriptions': json({ data: [] }),
    'GET /api/consent_form': json({ data: [] }),
    'GET /api/self_attested': () => json({ data: masked(saved) }),
    'GET /api/self_attested/unmasked': ({ url }) => {
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      if (keys.some((key) => !(UNMASKED_PROFILE_KEYS as readonly string[]).includes(key)))
        return json({ error: { code: 'request.invalid', message: 'Bad Request', details: [] } }, 400);
      return json({
        data: Object.fromEntries(keys.filter((key) => key in saved).map((key) => [key, saved[key]])),
      });
    },
    'POST /api/self_attested': ({ init }) => {
      const { data } = JSON.parse(String(init.body)) as { data: Saved };
      posts.push(data);
      const details = Object.entries(data).flatMap(([key, value]) => {
        const schema = schemaOf(key);
        return schema
          ? ruleIssuesAt(schema, value, []).map((issue) => ({
              path: ['data', key, ...(issue.path ?? [])].join('.'),
              message: issue.message,
            }))
          : [];
      });
      if (details.length > 0)
        return json({ error: { code: 'request.invalid', message: 'Bad Request', details } }, 400);
      // The server keeps values as sent (the SSN only ever masked here, as the tests saved it so).
      for (const [key, value] of Object.entries(data))
        saved[key] = typeof value === 'string' && isValidSsn(value) ? maskSsn(value) : value;
      return json({ data: masked(data) });
    },
    // POST /api/onboarding: finishes enrolment (the real server checks every step first).
    'POST /api/onboarding': () => {
      onboarding.push(true);
      saved['status|enrollment_status'] = 'finished';
      return json({ data: { enrollment_status: 'finished', finished_now: true } });
    },
    ...overrides,
  });
  return { fetch, saved, posts, onboarding };
}
