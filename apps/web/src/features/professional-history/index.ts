import './professional-history.css';

// What the app composes from this feature: the page at /professional-history/{appReqID}/{step?}.
export { ProfessionalHistoryPage } from './page/professional-history-page';
