// What the app composes from the sharing feature: its pages (each loaded lazily from app/routes/pages.tsx).
export { SharePage } from './share-page';
export { ShareActivityPage } from './share-activity-page';
