export { NotificationList } from './NotificationList';
export { dateLabel } from './dateLabel';
