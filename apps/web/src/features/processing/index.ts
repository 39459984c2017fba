// What the app composes from the processing feature.
export { ProcessingPage } from './components/processing-page';
