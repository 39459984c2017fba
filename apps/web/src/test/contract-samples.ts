import type {
  ConsentForm,
  Credential,
  HolderSubscription,
  PersonalInfoData,
  SessionActor,
} from '@credence/shared';

// Whole answers in the contracts' shapes (packages/shared/src/api), for fakes that only care about a few
// fields: the web parses every answer with the contract, so a fake must be complete.

export const personalInfoSample = (values: Partial<PersonalInfoData> = {}): PersonalInfoData => ({
  enrollment_status: null,
  force_enroll: false,
  first_unfinished_step: null,
  first_name: null,
  last_name: null,
  email: null,
  email_confirmed: null,
  ...values,
});

/** One actor of GET /api/actor: by default the clinician (holder) actor. */
export const actorSample = (values: Partial<SessionActor> = {}): SessionActor => ({
  id: 'actor-1',
  access_level: 'holder',
  actions: ['get_self_attested'],
  settings: {},
  name: 'Clinician',
  subscriber_group: null,
  subscriber_group_name: null,
  chat_hash: null,
  ...values,
});

export const consentFormSample = (values: Partial<ConsentForm> = {}): ConsentForm => ({
  id: 'consent-1',
  document_key: 'consent-1',
  name: 'Consent',
  body: null,
  version: 1,
  subscriber_group: 'riverside-health',
  subscriber_group_name: 'Riverside Health',
  required: false,
  signed: false,
  signed_at: null,
  signature_name: null,
  ...values,
});

export const holderSubscriptionSample = (values: Partial<HolderSubscription> = {}): HolderSubscription => ({
  id: 's1',
  app_req_id: null,
  status: 'active',
  subscriber_group: 'riverside-health',
  subscriber_group_id: 'g1',
  subscriber_settings: { logo_cobranded: false },
  organization: { name: 'Riverside Health', logo: null },
  their_did: null,
  facilities: [],
  ...values,
});

let credentialCount = 0;

/** A credential (or offer) of GET /api/credential; each call gets its own id unless one is given. */
export const credentialSample = (values: Partial<Credential> = {}): Credential => {
  credentialCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(credentialCount).padStart(12, '0')}`,
    schema_name: 'nppes',
    category: 'identity',
    name: 'NPI 1234567893',
    status: 'added',
    needs_review: false,
    awaiting_identity: false,
    fields: { first_name: 'Ada', last_name: 'Lovelace', number: '1234567893', status: 'A' },
    review: [],
    evidence: {
      source: 'nppes',
      origin: 'nppes',
      method: 'primary_source',
      checked_at: '2026-11-24T10:00:00.000Z',
      verification_id: null,
    },
    expires_on: null,
    verified_at: '2026-11-24T10:00:00.000Z',
    offered_at: '2026-11-24T10:00:00.000Z',
    accepted_at: '2026-11-24T11:00:00.000Z',
    dispute: null,
    replaces: null,
    ...values,
  };
};
