// What the app composes from the wallet feature: its pages (each loaded lazily from app/routes/pages.tsx).
export { CredentialsPage } from './credentials/credentials-page';
export { ReviewPage } from './review/review-page';
