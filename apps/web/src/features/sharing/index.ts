// What the app composes from the sharing feature: its pages (each loaded lazily from app/routes/pages.tsx).
export { SharePage } from './share-page';
export { ShareActivityPage } from './share-activity-page';
// OpenID4VC (decision 054): an OpenID4VP request opened in the app, and an OpenID4VCI offer to one's own wallet.
export { PresentPage } from './present-page';
export { WalletOfferPage } from './wallet-offer-page';
