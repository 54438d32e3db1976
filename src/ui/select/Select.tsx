// A single-choice select on react-aria-components (listbox in a popover): opens with Enter, Space or
// the arrow keys, type-ahead, Escape closes and focus returns to the button. The popover is placed
// through the style property (CSSOM), which the app's CSP allows (docs/decisions/0008).
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
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
  placeholder?: string;
}

export function Select<K extends string>({
  label,
  options,
  selected,
  onSelect,
  placeholder = widgetMessages.selectPlaceholder,
}: Props<K>) {
  const select = (key: Key | null) => {
    const option = options.find((candidate) => candidate.id === key);
    if (option) onSelect(option.id);
  };
  return (
    <AriaSelect className={css.root} value={selected} onChange={select} placeholder={placeholder}>
      <Label className={css.label}>{label}</Label>
      <Button className={css.button}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={css.popover}>
        <ListBox className={css.list}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={css.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
