// One checkbox chip per event type, all on at first. Unticking one asks the server again with the
// remaining types (?scheduleTypes=), as the spec's call does.
import type { ScheduleType } from '../../../src/generated/types';
import { directoryMessages } from '../../../src/i18n/directory';
import { toneStyle } from '../../../src/ui/cards/tone';
import * as css from './styles.css';

interface Props {
  types: readonly ScheduleType[];
  hidden: readonly number[];
  onChange: (hidden: readonly number[]) => void;
}

export function TypeFilter({ types, hidden, onChange }: Props) {
  return (
    <fieldset className={css.filter}>
      <legend className={css.filterLegend}>{directoryMessages.agendaTypes}</legend>
      {types.map((type) => {
        const on = !hidden.includes(type.idScheduleType);
        return (
          <label key={type.idScheduleType} className={css.filterChip} style={toneStyle(type.color)}>
            <input
              type="checkbox"
              className={css.filterBox}
              checked={on}
              onChange={() =>
                onChange(
                  on ? [...hidden, type.idScheduleType] : hidden.filter((id) => id !== type.idScheduleType),
                )
              }
            />
            <span aria-hidden="true" className={css.swatch} />
            {type.description}
          </label>
        );
      })}
    </fieldset>
  );
}
