import {
  fsmbDeaLicensesDataSchema,
  fsmbStateLicensesDataSchema,
  nppesDataSchema,
  nursysDataSchema,
  otherNamesDataSchema,
  physicianTrainingDataSchema,
  specialtyDataSchema,
  trainingPositionSchema,
  type FsmbDeaLicensesData,
  type FsmbLookupInput,
  type FsmbStateLicensesData,
  type NppesData,
  type NursysData,
  type OtherName,
  type ProviderTypeName,
  type SpecialtyOption,
  type TrainingInput,
  type TrainingPosition,
  type TrainingProgram,
  type TrainingType,
} from '@credence/shared';
import { z } from 'zod';
import { api, type ApiClient } from '../../../../../lib/api-client';

// One fetcher per look-up route of packages/shared/src/api/lookups.ts. A source that hangs must not hold the
// clinician up: the server gives up after ADAPTER_TIMEOUT_MS, and the browser after LOOKUP_TIMEOUT_MS in
// case the answer never arrives at all; either way the step offers manual entry.

/** Longer than the server's own adapter limit (5 s by default), so the server's 503 normally wins. */
export const LOOKUP_TIMEOUT_MS = 15_000;

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const signal = () => AbortSignal.timeout(LOOKUP_TIMEOUT_MS);

/** GET /api/nppes/{number}: the NPPES record of an NPI, normalized for prefill. */
export async function getNppes(npi: string, client: ApiClient = api): Promise<NppesData> {
  const answer = await client.get(`/api/nppes/${encodeURIComponent(npi)}`, { signal: signal() });
  return envelope(nppesDataSchema).parse(answer).data;
}

/** GET /api/nursys_enrollment/{id}: the nurse's active licenses as rn_license records. */
export async function getNursysEnrollment(ncsbnId: string, client: ApiClient = api): Promise<NursysData> {
  const answer = await client.get(`/api/nursys_enrollment/${encodeURIComponent(ncsbnId)}`, {
    signal: signal(),
  });
  return envelope(nursysDataSchema).parse(answer).data;
}

/** GET /api/specialty: NUCC taxonomy codes of the provider type matching q. */
export async function getSpecialties(
  query: { provider_type?: ProviderTypeName; q?: string },
  client: ApiClient = api,
): Promise<SpecialtyOption[]> {
  const answer = await client.get('/api/specialty', { query, signal: signal() });
  return envelope(specialtyDataSchema).parse(answer).data;
}

/** POST /api/fsmb/state_licenses: what FSMB holds for the NPI. */
export async function postFsmbStateLicenses(
  input: FsmbLookupInput,
  client: ApiClient = api,
): Promise<FsmbStateLicensesData> {
  const answer = await client.post('/api/fsmb/state_licenses', input, { signal: signal() });
  return envelope(fsmbStateLicensesDataSchema).parse(answer).data;
}

/** POST /api/fsmb/dea_licenses: the DEA registrations FSMB holds for the NPI. */
export async function postFsmbDeaLicenses(
  input: FsmbLookupInput,
  client: ApiClient = api,
): Promise<FsmbDeaLicensesData> {
  const answer = await client.post('/api/fsmb/dea_licenses', input, { signal: signal() });
  return envelope(fsmbDeaLicensesDataSchema).parse(answer).data;
}

/** GET /api/physician_training: programs of one training type matching q. */
export async function getPhysicianTraining(
  query: { q?: string; training_type: TrainingType },
  client: ApiClient = api,
): Promise<TrainingProgram[]> {
  const answer = await client.get('/api/physician_training', { query, signal: signal() });
  return envelope(physicianTrainingDataSchema).parse(answer).data;
}

/** POST /api/training: appends a training position to work_history|history. */
export async function postTraining(input: TrainingInput, client: ApiClient = api): Promise<TrainingPosition> {
  const answer = await client.post('/api/training', input);
  return envelope(trainingPositionSchema).parse(answer).data;
}

/** GET /api/other_names: other names NPPES holds for the saved NPI. */
export async function getOtherNames(client: ApiClient = api): Promise<OtherName[]> {
  const answer = await client.get('/api/other_names', { signal: signal() });
  return envelope(otherNamesDataSchema).parse(answer).data;
}
