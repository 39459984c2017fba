import './components/accounts.css';

// What the app composes from the accounts feature: claiming an account and accepting an invitation.
export { AcceptInvitePage } from './components/accept-invite-page';
export { ClaimAccountPage } from './components/claim-account-page';
