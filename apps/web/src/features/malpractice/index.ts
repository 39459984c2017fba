import './components/insurance.css';

// What the app composes from the malpractice feature: the /insurance page.
export { InsurancePage } from './components/insurance-page';
