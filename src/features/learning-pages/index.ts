// The learning pages (learning-area.md 2.2): the screens the rows of src/app/learning/LearningScreens.tsx
// load (one lazy chunk), and what their tests and other learning screens reuse.
export { default as LevelScreen } from './LevelScreen';
export { default as AvatarLevelScreen } from './AvatarLevelScreen';
export { default as NodeTreeScreen } from './NodeTreeScreen';
export { default as CardListScreen } from './CardListScreen';
export { levelStep, type LevelStep } from './levelRules';
export { NodePage, PageBlocks, contentView } from './NodePage';
export { PageActions } from './PageActions';
export { ShareModal, COPIED_MS } from './ShareModal';
export { EquivalencesModal } from './EquivalencesModal';
export { AttachmentsDrawer } from './AttachmentsDrawer';
export { Refusable } from './Refusable';
