// Shared cards and tiles: one implementation for every section and home renderer.
export { ContentCard } from './ContentCard';
export { ContentCardList } from './ContentCardList';
export { OptionTile, type ImageStyle } from './OptionTile';
export { OptionList } from './OptionList';
export { SlotList } from './SlotList';
export { CompletedBadge } from './CompletedBadge';
export { ProgressBar } from './ProgressBar';
export { EmptyState } from './EmptyState';
export { cx } from './cx';
