import type { ConsentForm, HolderSubscription, PersonalInfoData } from '@credence/shared';

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

export const consentFormSample = (values: Partial<ConsentForm> = {}): ConsentForm => ({
  id: 'consent-1',
  document_key: 'consent-1',
  name: 'Consent',
  subscriber_group: 'riverside-health',
  subscriber_group_name: 'Riverside Health',
  required: false,
  signed: false,
  signed_at: null,
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
