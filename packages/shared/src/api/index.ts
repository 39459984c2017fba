import type { Contract } from './contract';
import { exclusionsApi } from './exclusions';
import { referencesApi } from './references';

/**
 * Every endpoint's contract, in one list: the server refuses to start with an /api or /ws route not built
 * from one of these, and the OpenAPI document and the security suite (apps/server/test/security) are
 * generated from it. A new domain's contracts are added here.
 */
export const allContracts: readonly Contract[] = [
  ...Object.values(referencesApi),
  ...Object.values(exclusionsApi),
];
