import './work-verification.css';

// What the app composes from the work-verification feature: the outside verifier's public page.
export { WorkVerificationPage } from './components/work-verification-page';
