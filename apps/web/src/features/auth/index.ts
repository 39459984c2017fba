import './components/auth.css';

// What the app composes from the auth feature: its pages and the guard around every other page.
export { CallbackPage } from './components/callback-page';
export { LinkErrorPage } from './components/link-error-page';
export { LoginEntry } from './components/login-entry';
export { RequireAuth } from './components/require-auth';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignedOutPage } from './components/signed-out-page';
export { TimeoutPage } from './components/timeout-page';
// The signed-in header offers enrolment only while its guard would let the clinician in.
export { usePersonalInfo } from '../../lib/personal-info';
