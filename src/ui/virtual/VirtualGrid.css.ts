import { style } from '@vanilla-extract/css';

// The list is as tall as every row together; rows are placed inside it by the virtualizer.
export const list = style({ position: 'relative', width: '100%', margin: 0, padding: 0 });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  alignItems: 'stretch',
});

export const cell = style({ minWidth: 0 });
