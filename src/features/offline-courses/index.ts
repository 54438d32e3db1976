// Offline courses (issue 20 item 2): a course kept on the device with its answers and files, studied
// with the network off; what the learner does meanwhile waits in the outbox (src/features/outbox).
export { OfflineCourse } from './OfflineCourse';
export { offlineSupported } from './offlineStore';
