import './components/consent.css';

// What the app composes from the consent feature: /intro, the consent steps.
export { IntroPage } from './components/intro-page';
