// The identity steps of the wizard (identity-check, identity-verification) and the /id-verify and
// /verify-identity pages, which share the verification panel.
import './identity.css';
export { IdentityCheckStep } from './identity-check-step';
export { IdentityVerificationStep } from './identity-verification-step';
export { IdVerifyPage, VerifyIdentityPage } from './identity-pages';
