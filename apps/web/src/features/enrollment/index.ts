import './enrollment.css';

// What the app composes from the enrolment feature: the wizard page at /enroll/{hash?}.
export { EnrollPage } from './wizard/enroll-page';
// The identity verification pages (/id-verify, /verify-identity) share the wizard's identity panel.
export { IdVerifyPage, VerifyIdentityPage } from './steps/identity';
