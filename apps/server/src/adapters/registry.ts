import type { AdapterConfig } from './config';
import { createAddressAdapter, type AddressAdapter } from './address/address-adapter';
import { createBoardCertAdapter, type BoardCertAdapter } from './board-cert/board-cert-adapter';
import { createDeaAdapter, type DeaAdapter } from './dea/dea-adapter';
import { createEducationAdapter, type EducationAdapter } from './education/education-adapter';
import { createFsmbAdapter, type FsmbAdapter } from './fsmb/fsmb-adapter';
import { createIdentityAdapter, type IdentityAdapter } from './identity/identity-adapter';
import { createNppesAdapter, type NppesAdapter } from './nppes/nppes-adapter';
import { createNppesDeactivationAdapter, type NppesDeactivationAdapter } from './nppes/nppes-deactivation';
import {
  createMedicareOptOutAdapter,
  type MedicareOptOutAdapter,
} from './medicare-optout/medicare-optout-adapter';
import { createNursysAdapter, type NursysAdapter } from './nursys/nursys-adapter';
import type { SmsAdapter } from './sms/sms-adapter';
import { createTaxonomyAdapter, type TaxonomyAdapter } from './taxonomy/taxonomy-adapter';

/**
 * The external sources the routes use, built once per app from the configuration (live when a base URL is
 * set, otherwise the shipped offline data). buildApp takes overrides, so tests inject failing or stub-backed
 * adapters. Add a source here when a module starts using it.
 */
export interface Adapters {
  nppes: NppesAdapter;
  /** The monthly Deactivated NPI Report (verification). */
  nppesDeactivation: NppesDeactivationAdapter;
  /** The CMS Medicare opt-out affidavits file (verification). */
  medicareOptOut: MedicareOptOutAdapter;
  /** DEA registration validation by number (verification). */
  dea: DeaAdapter;
  /** Board certifications (verification). */
  boardCert: BoardCertAdapter;
  /** Degree verification, NSC style (verification). */
  education: EducationAdapter;
  nursys: NursysAdapter;
  fsmb: FsmbAdapter;
  address: AddressAdapter;
  taxonomy: TaxonomyAdapter;
  identity: IdentityAdapter;
  /**
   * Texts need a database-backed outbox, so this is only an override (tests): when absent, a module that texts
   * builds the configured provider or the outbox (verification-codes/sms-outbox.ts).
   */
  sms?: SmsAdapter;
}

/** Only the adapters not given in `overrides` are created, so a test's stub never meets the real config. */
export function createAdapters(config: AdapterConfig, overrides: Partial<Adapters> = {}): Adapters {
  return {
    nppes: overrides.nppes ?? createNppesAdapter(config),
    nppesDeactivation: overrides.nppesDeactivation ?? createNppesDeactivationAdapter(config),
    medicareOptOut: overrides.medicareOptOut ?? createMedicareOptOutAdapter(config),
    dea: overrides.dea ?? createDeaAdapter(config),
    boardCert: overrides.boardCert ?? createBoardCertAdapter(config),
    education: overrides.education ?? createEducationAdapter(config),
    nursys: overrides.nursys ?? createNursysAdapter(config),
    fsmb: overrides.fsmb ?? createFsmbAdapter(config),
    address: overrides.address ?? createAddressAdapter(config),
    taxonomy: overrides.taxonomy ?? createTaxonomyAdapter(),
    identity: overrides.identity ?? createIdentityAdapter(config),
    sms: overrides.sms,
  };
}
