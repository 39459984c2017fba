import { ROUTES, paths } from '@credence/shared';

/** The wallet pages the dashboard navbar offers, named as in the shared route table (000 §2). */
export const WALLET_LINKS = [
  { id: 'credentials', name: ROUTES.credentials.name, to: paths.credentials() },
  { id: 'documents', name: ROUTES.documents.name, to: paths.documents() },
  { id: 'personalInformation', name: ROUTES.personalInformation.name, to: paths.personalInformation() },
  { id: 'affiliations', name: ROUTES.affiliations.name, to: paths.affiliations() },
  { id: 'insurance', name: ROUTES.insurance.name, to: paths.insurance() },
  { id: 'yourData', name: ROUTES.yourData.name, to: paths.yourData() },
] as const;

/**
 * Where the navbar shows its links inline instead of behind the menu button. Media queries cannot read
 * custom properties, so this repeats the 48rem breakpoint of base.css.
 */
export const NAVBAR_DESKTOP_QUERY = '(min-width: 48rem)';
