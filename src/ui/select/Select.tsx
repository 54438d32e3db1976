// A single-choice select: the browser's own <select>, named by its visible label. The keyboard, type-
// ahead, a phone's own picker and screen readers come with it. The react-aria listbox in a popover it
// replaced brought 15 KB and a focus scope to the learning home's Meeting and Calendar blocks, whose
// set-up was one of the home's long tasks (issue 21).
import { useId } from 'react';
import { widgetMessages } from '../../i18n/widgets';
import * as css from './Select.css';

export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

interface Props<K extends string> {
  /** The visible label (pt-BR). */
  label: string;
  options: readonly SelectOption<K>[];
  selected: K | null;
  onSelect: (id: K) => void;
  /** Shown, and not choosable, until something is chosen. */
  placeholder?: string;
}

export function Select<K extends string>({
  label,
  options,
  selected,
  onSelect,
  placeholder = widgetMessages.selectPlaceholder,
}: Props<K>) {
  const id = useId();
  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        value={selected ?? ''}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.id === event.target.value);
          if (option) onSelect(option.id);
        }}
      >
        {selected === null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
