import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The list is as tall as every row together; rows are placed inside it by the virtualizer. Rows
// coming and going change nothing outside it: the page around is not laid out again.
export const list = style({ position: 'relative', width: '100%', margin: 0, padding: 0, contain: 'layout' });

// Every row is as tall as the measured card (set inline), so its size is known without its cards:
// each row is laid out and painted on its own, and a new row costs only its own cards.
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  alignItems: 'start',
  contain: 'strict',
});

// A card taller than the others (an item that could not be drawn, with its details) stays in its row.
export const cell = style({ minWidth: 0, height: '100%', overflow: 'hidden' });

export const sketchVars = { tile: createVar(), image: createVar(), gap: createVar() };

/** One layer of a sketch: a bar `width` of a card wide, repeated at every card across the row. */
const bar = (color: string, width: string) =>
  `linear-gradient(to right, ${color} calc((100% - ${sketchVars.gap}) * ${width}), transparent 0)`;
const below = (rem: number) => `calc(${sketchVars.image} + ${rem}rem)`;

// A row flying by: each card's shape (its image, the bars of its title and description, its body)
// repeated across the row a gap apart, painted by one element's background.
export const sketch = style({
  backgroundImage: [
    bar(vars.color.fourth, '1'),
    bar(vars.color.border, '0.8'),
    bar(vars.color.border, '0.9'),
    bar(vars.color.border, '0.6'),
    bar(vars.color.background, '1'),
  ].join(', '),
  backgroundSize: [
    `${sketchVars.tile} ${sketchVars.image}`,
    `${sketchVars.tile} 1rem`,
    `${sketchVars.tile} 0.75rem`,
    `${sketchVars.tile} 0.75rem`,
    `${sketchVars.tile} 100%`,
  ].join(', '),
  backgroundPosition: [
    '0 0',
    `0.75rem ${below(0.9)}`,
    `0.75rem ${below(3.5)}`,
    `0.75rem ${below(4.7)}`,
    '0 0',
  ].join(', '),
  backgroundRepeat: 'repeat-x',
});
