import type { Contract } from './contract';
import { addressApi } from './address';
import { affiliationsApi } from './affiliations';
import { fsmbApi } from './fsmb';
import { nppesApi } from './nppes';
import { nursysApi } from './nursys';
import { providerTypesApi } from './provider-types';
import { referenceListsApi } from './reference-lists';
import { referencesApi } from './references';
import { resumeParserApi } from './resume-parser';
import { selfAttestedApi } from './self-attested';
import { trainingApi } from './training';
import { workHistoryApi } from './work-history';

/**
 * Every endpoint's contract, in one list: the server refuses to start with an /api or /ws route not built
 * from one of these, and the OpenAPI document and the security suite (apps/server/test/security) are
 * generated from it. A new domain's contracts are added here.
 */
export const allContracts: readonly Contract[] = [
  ...Object.values(referencesApi),
  ...Object.values(selfAttestedApi),
  ...Object.values(providerTypesApi),
  ...Object.values(referenceListsApi),
  ...Object.values(trainingApi),
  ...Object.values(addressApi),
  ...Object.values(nppesApi),
  ...Object.values(nursysApi),
  ...Object.values(fsmbApi),
  ...Object.values(workHistoryApi),
  ...Object.values(resumeParserApi),
  ...Object.values(affiliationsApi),
];
