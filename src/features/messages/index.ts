// The notification list's rule the user menus share: whether the tenant has the list /messages shows.
// The screens themselves (MessagesScreen, MessageScreen) are lazy-loaded by the router from their files.
export { notificationsEntry } from './notificationsEntry';
