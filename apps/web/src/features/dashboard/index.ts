// What the app composes from the dashboard feature.
export { DashboardPage } from './components/dashboard-page';
export { NEXT_SIGN_AND_SUBMIT_KEY, nextSignAndSubmit } from './next-sign-and-submit';
// The signed-in header links each organization's work history, as the dashboard does.
export { useHolderSubscriptions } from './api/holder-subscriptions';
