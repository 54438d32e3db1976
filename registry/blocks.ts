// Home blocks of the learning area (learning-area.md 2.3). Renderers arrive with the learning area.
import type { BlockRendererProps, Registration } from '../src/engine';

export const blockRegistrations: Registration<BlockRendererProps>[] = [];
