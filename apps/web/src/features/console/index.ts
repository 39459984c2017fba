// What the app composes from the console feature.
export { ConsolePage } from './components/console-page';
export { RequirementSetsPage } from './components/requirement-sets/requirement-sets-page';
export { ClinicianFilePage } from './components/clinician-file/clinician-file-page';
export { MonitoringPage } from './components/monitoring/monitoring-page';
export { SamlSettingsPage } from './components/settings/saml-settings-page';
export { ConsentFormsPage } from './components/settings/consent-forms-page';
