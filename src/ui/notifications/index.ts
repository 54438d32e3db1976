export { NotificationList } from './NotificationList';
export { dateLabel, messagePath } from './dateLabel';
