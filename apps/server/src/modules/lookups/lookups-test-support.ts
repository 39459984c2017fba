import type { Adapters } from '../../adapters/registry';
import { AdapterError, type AdapterErrorCode } from '../../adapters/http';

/** Adapters whose every call fails as a broken or slow source would: what the routes must turn into 503. */
export function failingAdapters(code: AdapterErrorCode = 'adapter.unavailable'): Partial<Adapters> {
  const fail = (source: string) => async (): Promise<never> => {
    throw new AdapterError(code, source, 'GET /stub answered 500');
  };
  return {
    nppes: {
      mode: 'live',
      lookupNpi: fail('nppes'),
      lookupNpiRecord: fail('nppes'),
      searchByName: fail('nppes'),
    },
    nursys: { mode: 'live', lookupByNcsbnId: fail('nursys') },
    fsmb: { mode: 'live', findStateLicenses: fail('fsmb'), findDeaRegistrations: fail('fsmb') },
    address: { mode: 'live', suggest: fail('places'), detail: fail('places') },
    taxonomy: { mode: 'offline', listSpecialties: fail('taxonomy') },
  };
}

/** The sample practitioners and nurses shipped with the offline adapters (each adapter's data folder). */
export const SAMPLE = {
  /** Eleanor Whitfield, MD: NPPES (MA and NY licenses, one other name) and FSMB (3 licenses, 1 DEA). */
  physicianNpi: '1309124570',
  physicianLastName: 'WHITFIELD',
  /** Maria Delgado-Reyes, NP: NPPES with a CA nursing license and one other name; Nursys 20481357. */
  npNpi: '1588472039',
  npNcsbnId: '20481357',
  /** A valid NPI no sample holds. */
  unknownNpi: '1234567893',
  /** A Nursys nurse whose only license is inactive. */
  inactiveNcsbnId: '75936802',
} as const;
