export { MediaActivityProvider, useMediaActivity, type MediaActivity } from './MediaActivity';
export { useContentTracking, pointsKey } from './useContentTracking';
export { IDLE_DEBOUNCE_MS, IDLE_TIMEOUT_MS, MEDIA_CONTENT_TYPES, usesGenericTracking } from './rules';
