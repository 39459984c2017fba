import './components/notifications.css';

// What the app composes from the notifications feature: the header widget and the preferences page.
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesPage } from './components/notification-preferences-page';
