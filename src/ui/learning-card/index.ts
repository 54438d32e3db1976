// The learning area's card (learning-area.md 2.3) and what the home blocks share around it. Import
// only from lazy block renderers: it stays out of the initial bundle.
export { LearningCard } from './LearningCard';
export { ElementCards, ViewCards, BlockLocking, useColumns } from './ElementCards';
export { CardPlaceholders, PLACEHOLDER_COUNT } from './CardPlaceholders';
export { BlockFrame, BlockTitleLevel, blockHeading } from './BlockFrame';
export { CardsBlock } from './CardsBlock';
export { VariantImage } from './VariantImage';
export {
  elementView,
  elementPath,
  nodeElement,
  nodeView,
  type ElementView,
  type ElementKind,
} from './elementView';
export { ClassSelectionModal } from './ClassSelectionModal';
export { CardEnrollment } from './CardEnrollment';
export { imageVariantUrl, variantOfCard, type ImageVariant } from './imageVariant';
export {
  columnsFor,
  fetchSizes,
  cardOptions,
  FORMAT_COLUMNS,
  DEFAULT_FORMAT,
  SCREEN,
  type CardFormat,
  type CardVariant,
} from './columns';
