// The topics-of-interest picker, shared by the terms' step and the learning area's profile.
export { TopicsPicker } from './TopicsPicker';
