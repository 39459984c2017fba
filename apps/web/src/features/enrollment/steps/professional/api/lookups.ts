import {
  fsmbApi,
  nppesApi,
  nursysApi,
  referenceListsApi,
  trainingApi,
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
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

// One fetcher per look-up contract (packages/shared/src/api: nppes.ts, nursys.ts, fsmb.ts,
// reference-lists.ts, training.ts). A source that hangs must not hold the clinician up: the server gives up
// after ADAPTER_TIMEOUT_MS, and the browser after LOOKUP_TIMEOUT_MS in case the answer never arrives at all;
// either way the step offers manual entry.

/** Longer than the server's own adapter limit (5 s by default), so the server's 503 normally wins. */
export const LOOKUP_TIMEOUT_MS = 15_000;

const timed = (client: ApiClient | undefined) => ({ client, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });

/** GET /api/nppes/{number}: the NPPES record of an NPI, normalized for prefill. */
export const getNppes = (npi: string, client?: ApiClient): Promise<NppesData> =>
  callEndpoint(nppesApi.record, { params: { number: npi } }, timed(client));

/** GET /api/nursys_enrollment/{id}: the nurse's active licenses as rn_license records. */
export const getNursysEnrollment = (ncsbnId: string, client?: ApiClient): Promise<NursysData> =>
  callEndpoint(nursysApi.enrollment, { params: { id: ncsbnId } }, timed(client));

/** GET /api/specialty: NUCC taxonomy codes of the provider type matching q. */
export const getSpecialties = (
  query: { provider_type?: ProviderTypeName; q?: string },
  client?: ApiClient,
): Promise<SpecialtyOption[]> => callEndpoint(referenceListsApi.specialty, { query }, timed(client));

/** POST /api/fsmb/state_licenses: what FSMB holds for the NPI. */
export const postFsmbStateLicenses = (
  input: FsmbLookupInput,
  client?: ApiClient,
): Promise<FsmbStateLicensesData> => callEndpoint(fsmbApi.stateLicenses, { body: input }, timed(client));

/** POST /api/fsmb/dea_licenses: the DEA registrations FSMB holds for the NPI. */
export const postFsmbDeaLicenses = (
  input: FsmbLookupInput,
  client?: ApiClient,
): Promise<FsmbDeaLicensesData> => callEndpoint(fsmbApi.deaLicenses, { body: input }, timed(client));

/** GET /api/physician_training: programs of one training type matching q. */
export const getPhysicianTraining = (
  query: { q?: string; training_type: TrainingType },
  client?: ApiClient,
): Promise<TrainingProgram[]> => callEndpoint(referenceListsApi.physicianTraining, { query }, timed(client));

/** POST /api/training: appends a training position to work_history|history. */
export const postTraining = (input: TrainingInput, client?: ApiClient): Promise<TrainingPosition> =>
  callEndpoint(trainingApi.add, { body: input }, { client });

/** GET /api/other_names: other names NPPES holds for the saved NPI. */
export const getOtherNames = (client?: ApiClient): Promise<OtherName[]> =>
  callEndpoint(nppesApi.otherNames, {}, timed(client));
