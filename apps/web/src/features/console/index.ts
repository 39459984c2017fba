// What the app composes from the console feature.
export { ConsolePage } from './components/console-page';
