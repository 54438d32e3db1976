// The home mosaic draws the same grid as the mosaic sections (types 3 and 4): one definition.
export { mosaic, tile } from '../../../src/ui/MosaicGrid.css';
