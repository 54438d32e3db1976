// Each schedule type's name and the inline style of its colour. A type without a colour (or an
// event of an unknown type) takes the theme's primary pair from the chip's CSS fallback.
import type { CSSProperties } from 'react';
import type { ScheduleType } from '../../generated/types';
import { toneStyle } from '../cards/tone';

interface TypeInfo {
  name?: string;
  style?: CSSProperties;
}

export type TypeLookup = (idScheduleType: number) => TypeInfo;

export function typeLookup(types: readonly ScheduleType[]): TypeLookup {
  const byId = new Map(
    types.map((type) => [type.idScheduleType, { name: type.description, style: toneStyle(type.color) }]),
  );
  return (id) => byId.get(id) ?? {};
}
