// What the app composes from the wallet feature: its pages (each loaded lazily from app/routes/pages.tsx).
export { CredentialsPage } from './credentials/credentials-page';
export { ReviewPage } from './review/review-page';
export { PersonalInformationPage } from './personal/personal-information-page';
export { YourDataPage } from './your-data/your-data-page';
export { AffiliationsPage } from './affiliations/affiliations-page';
export { HospitalAffiliationsPage } from './affiliations/hospital-affiliations-page';
