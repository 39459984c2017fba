import './components/documents.css';

// What the app composes from the documents feature: the /documents page.
export { DocumentsPage } from './components/documents-page';
