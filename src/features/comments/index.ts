// The comment drawer (learning-area.md 2.4, 4.10): opened from a learning page's actions, lazily.
export { CommentsDrawer, type ClassComments } from './CommentsDrawer';
