import {
  educationMessages,
  errorCodes,
  firstUnfinishedStep,
  isQuestionSetSection,
  isStepComplete,
  isWordingKey,
  makeProfileValueSchemas,
  parseSelfAttestedKey,
  providerTypeByName,
  questionAnswerSchema,
  REGISTRATION_KEYS,
  registrationIssues,
  selectEnrollmentSteps,
  selfAttestedErrors,
  selfAttestedKey,
  SERVER_OWNED_KEYS,
  translate,
  type EnrollmentStatus,
  type EnrollmentStepId,
  type ErrorDetail,
  type ProfileValues,
  type StepProgressContext,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit, auditEntryOf } from '../audit/audit.service';
import { combinedIdentityRequirement } from '../identity-verification/identity-requirement';
import {
  readIdVerificationStatus,
  requirementConfigsOfUser,
} from '../identity-verification/identity-verification.repository';
import type { ServerSecrets } from '../secrets/secrets.service';
import {
  clearForceEnroll,
  readForceEnroll,
  readValues,
  readValuesAudited,
  writeValues,
} from './self-attested.repository';
import { checkLifeSupportCards, syncLifeSupportCardUses } from './life-support-card-uses';
import { clearOf, SENSITIVE_KEYS, UNMASKABLE_KEYS } from './sensitive-values';
import { queueVerificationsForClinician } from '../verifications/verifications.service';

const EDUCATION_LIST_KEY = selfAttestedKey('education', 'list');
const EDUCATION_NONE_KEY = selfAttestedKey('education', 'attested_none');

export { SSN_KEY } from './sensitive-values';
export const ENROLLMENT_STATUS_KEY = selfAttestedKey('status', 'enrollment_status');
export const PHONE_KEY = selfAttestedKey('basic_info', 'phone_number');
export const MOBILE_CONFIRM_KEY = selfAttestedKey('basic_info', 'mobile_confirm');
const OCCUPATION_KEY = selfAttestedKey('basic_info', 'occupation_code');

export interface SelfAttestedDeps {
  db: Kysely<Database>;
  clock: Clock;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
}

type Db = Kysely<Database>;

interface WriteOptions {
  /** POST /api/onboarding: a wizard never begun may be finished at once (its steps are still checked). */
  finishFromStart?: boolean;
}
type Schemas = Readonly<Record<string, z.ZodType>>;

// Building the schemas costs more than using them, and they read "today" from the clock at each check, so
// they are built once per clock.
const schemasByClock = new WeakMap<Clock, Schemas>();
function schemasFor(clock: Clock): Schemas {
  let schemas = schemasByClock.get(clock);
  if (!schemas) schemasByClock.set(clock, (schemas = makeProfileValueSchemas({ now: clock })));
  return schemas;
}

type Rule = z.ZodType | 'server-owned' | undefined;

/** The wizard's keys (shared schemas) and question-set answers are writable; server-owned keys never are. */
function ruleOf(key: string, schemas: Schemas): Rule {
  if ((SERVER_OWNED_KEYS as readonly string[]).includes(key)) return 'server-owned';
  if (Object.hasOwn(schemas, key)) return schemas[key];
  const parsed = parseSelfAttestedKey(key);
  return parsed && isQuestionSetSection(parsed.section) ? questionAnswerSchema : undefined;
}

/** Every detail's message is a wording key; zod's own English becomes the generic 'request.invalid'. */
const detailOf = (key: string, issue: z.core.$ZodIssue): ErrorDetail => ({
  path: [`data.${key}`, ...issue.path.map(String)].join('.'),
  message: isWordingKey(issue.message) ? issue.message : errorCodes.badRequest,
});

const rowsToValues = (rows: { key: string; value: unknown }[]): Record<string, unknown> =>
  Object.fromEntries(rows.map((row) => [row.key, row.value]));

type SecretsDeps = Pick<SelfAttestedDeps, 'secrets'>;

/** What the API answers for a stored value: sensitive values opened and masked. */
function answerOf(deps: SecretsDeps, userId: string, key: string, stored: unknown) {
  const sensitive = SENSITIVE_KEYS[key];
  if (!sensitive || stored === null || stored === undefined) return stored;
  return sensitive.mask(clearOf(deps, userId, key, stored));
}

const toStored = (deps: SecretsDeps, userId: string, key: string, value: unknown) =>
  SENSITIVE_KEYS[key]?.seal(deps.secrets.dataKeys, { userId, key }, value) ?? value;

/** The profile's values in clear, for the server's own use (an identity check); never answered as is. */
export async function readClearValues(
  deps: Pick<SelfAttestedDeps, 'db' | 'secrets'>,
  userId: string,
  keys?: readonly string[],
): Promise<Record<string, unknown>> {
  const rows = await readValues(deps.db, userId, keys);
  return Object.fromEntries(rows.map((row) => [row.key, clearOf(deps, userId, row.key, row.value)]));
}

export async function getSelfAttested(deps: SelfAttestedDeps, caller: Caller, keys?: readonly string[]) {
  const rows = await readValuesAudited(
    deps.db,
    caller.userId,
    keys,
    auditEntryOf(caller.origin, {
      action: 'self_attested.read',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { keys: keys ? keys.join(',') : '*' },
    }),
  );
  return Object.fromEntries(rows.map((row) => [row.key, answerOf(deps, caller.userId, row.key, row.value)]));
}

/**
 * GET /api/self_attested/unmasked: the one answer with the date of birth and DEA and CDS numbers in clear,
 * for the enrolment steps that edit them (decision 025). Only those keys, only the caller's own, audited.
 */
export async function getUnmaskedSelfAttested(
  deps: SelfAttestedDeps,
  caller: Caller,
  keys: readonly string[],
) {
  if (keys.length === 0 || keys.some((key) => !UNMASKABLE_KEYS.includes(key)))
    throw badRequest([{ path: 'keys', message: errorCodes.badRequest }]);
  const values = await readClearValues(deps, caller.userId, keys);
  await audit(deps.db, caller.origin, {
    action: 'self_attested.read_unmasked',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { keys: keys.join(',') },
  });
  return values;
}

/**
 * The steps the clinician's wizard holds, from the saved provider type and the identity steps any of their
 * application requirements asks for, and the context of their completion (the actor's id_verification).
 */
export async function enrollmentStepsOf(
  db: Db,
  userId: string,
  values: ProfileValues,
): Promise<{ steps: EnrollmentStepId[]; context: StepProgressContext }> {
  const provider = providerTypeByName(String(values[OCCUPATION_KEY] ?? ''));
  const identity = combinedIdentityRequirement(await requirementConfigsOfUser(db, userId));
  const steps = selectEnrollmentSteps({
    professionalSteps: provider?.professional_steps,
    licenseTypes: provider?.license_types,
    identityCheck: identity.identity_check,
    identityVerification: identity.identity_verification,
  });
  return { steps, context: { idVerification: await readIdVerificationStatus(db, userId) } };
}

/** Where a returning clinician resumes (GET /api/personal_info). */
export async function firstUnfinishedStepOf(db: Db, userId: string): Promise<EnrollmentStepId | null> {
  const values = rowsToValues(await readValues(db, userId));
  const { steps, context } = await enrollmentStepsOf(db, userId, values);
  return firstUnfinishedStep(steps, values, context) ?? null;
}

/**
 * null → in_progress → finished; finished → in_progress only while a re-enrolment is forced. Finishing needs
 * every step of the clinician's wizard complete (review aside, which finishing completes).
 */
async function checkEnrollmentChange(
  db: Db,
  userId: string,
  saved: Record<string, unknown>,
  changes: Map<string, unknown>,
  { finishFromStart = false }: WriteOptions = {},
) {
  const from = (saved[ENROLLMENT_STATUS_KEY] ?? null) as EnrollmentStatus;
  const to = changes.get(ENROLLMENT_STATUS_KEY) as EnrollmentStatus;
  // 'finished' again while a re-enrolment is forced ends it (postSelfAttested): only with every step complete.
  const forced = from === 'finished' && (await readForceEnroll(db, userId));
  if (from === to && !(to === 'finished' && forced)) return;
  const allowed =
    (from === null && to === 'in_progress') ||
    (from === 'in_progress' && to === 'finished') ||
    (from === null && to === 'finished' && finishFromStart) ||
    (from === 'finished' && forced);
  if (!allowed) {
    throw badRequest([{ path: `data.${ENROLLMENT_STATUS_KEY}`, message: 'enroll.status-invalid' }]);
  }
  if (to !== 'finished') return;
  const merged = { ...saved, ...Object.fromEntries(changes) };
  const { steps, context } = await enrollmentStepsOf(db, userId, merged);
  const unfinished = steps.filter((step) => step !== 'review' && !isStepComplete(step, merged, context));
  if (unfinished.length > 0) {
    throw new AppError(
      400,
      selfAttestedErrors.enrollIncomplete,
      translate('enroll.incomplete'),
      unfinished.map((step) => ({ path: step, message: `enroll.step.${step}` })),
    );
  }
}

/**
 * Checks every key before writing any, then writes all of them with their history and the audit row in one
 * transaction. A new phone number is unconfirmed until a texted code confirms it.
 */
export async function postSelfAttested(
  deps: SelfAttestedDeps,
  caller: Caller,
  data: Record<string, unknown>,
  options: WriteOptions = {},
) {
  const entries = Object.entries(data);
  if (entries.length === 0) throw badRequest([{ path: 'data', message: 'validation.required' }]);
  const schemas = schemasFor(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    const saved = rowsToValues(await readValues(trx, caller.userId));
    const details: ErrorDetail[] = [];
    const changes = new Map<string, unknown>();
    const answered: string[] = [];
    for (const [key, raw] of entries) {
      const rule = ruleOf(key, schemas);
      if (rule === 'server-owned')
        details.push({ path: `data.${key}`, message: 'self-attested.server-owned' });
      if (rule === undefined) details.push({ path: `data.${key}`, message: errorCodes.badRequest });
      if (typeof rule !== 'object') continue;
      // A client may send back the masked value it was given: that keeps what is saved.
      const sensitive = SENSITIVE_KEYS[key];
      const savedClear = sensitive ? clearOf(deps, caller.userId, key, saved[key]) : undefined;
      const value = sensitive ? sensitive.restore(raw, savedClear) : raw;
      if (sensitive && value === savedClear && value !== null && value !== undefined) {
        answered.push(key);
        continue;
      }
      const parsed = rule.safeParse(value);
      if (!parsed.success) details.push(...parsed.error.issues.map((issue) => detailOf(key, issue)));
      else changes.set(key, parsed.data);
    }
    // Rules between the registrations keys, on the values as the save would leave them (decision 050).
    if (details.length === 0 && REGISTRATION_KEYS.some((key) => changes.has(key)))
      for (const issue of registrationIssues({ ...saved, ...Object.fromEntries(changes) }))
        details.push({ path: `data.${issue.key}`, message: issue.message });
    // 001 §5: add a school or say "I have none". An empty list saved without the "none" answer is refused.
    if (details.length === 0 && changes.has(EDUCATION_LIST_KEY)) {
      const merged = { ...saved, ...Object.fromEntries(changes) };
      const list = merged[EDUCATION_LIST_KEY];
      if (Array.isArray(list) && list.length === 0 && merged[EDUCATION_NONE_KEY] !== true)
        details.push({ path: `data.${EDUCATION_LIST_KEY}`, message: educationMessages.addOrNone });
    }
    if (details.length > 0) throw badRequest(details);

    await checkLifeSupportCards(trx, caller.userId, saved, changes);
    if (changes.has(ENROLLMENT_STATUS_KEY))
      await checkEnrollmentChange(trx, caller.userId, saved, changes, options);
    if (changes.has(PHONE_KEY) && changes.get(PHONE_KEY) !== saved[PHONE_KEY])
      changes.set(MOBILE_CONFIRM_KEY, false);

    const at = deps.clock();
    const values = [...changes].map(([key, value]) => ({
      key,
      value: toStored(deps, caller.userId, key, value),
    }));
    await writeValues(trx, { userId: caller.userId, actorId: caller.actorId, at, values });
    await syncLifeSupportCardUses(trx, caller.userId, changes);
    for (const { key, value } of values) {
      saved[key] = value;
      answered.push(key);
    }
    if (changes.get(ENROLLMENT_STATUS_KEY) === 'finished') {
      await clearForceEnroll(trx, caller.userId, at);
      // Enrolment finished: a primary-source check of every source that applies, committed with the answer.
      await queueVerificationsForClinician(
        { db: trx, clock: deps.clock, secrets: deps.secrets },
        caller.userId,
      );
    }
    await audit(trx, caller.origin, {
      action: 'self_attested.write',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { keys: [...changes.keys()].join(',') },
    });
    return Object.fromEntries(answered.map((key) => [key, answerOf(deps, caller.userId, key, saved[key])]));
  });
}
