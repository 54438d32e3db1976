// The search box of a filtered list of cards (the paged list, the learning catalog, the people
// directory, the store): a visible label, a search input (of at most `maxLength` characters where the
// spec sets one), what is typed handed on at each key. A list with its own look passes its classes.
import { useId } from 'react';
import * as css from './listControls.css';

interface Props {
  label: string;
  placeholder?: string;
  maxLength?: number;
  value: string;
  onChange: (text: string) => void;
  labelClassName?: string;
  inputClassName?: string;
}

export function SearchField({
  label,
  placeholder,
  maxLength,
  value,
  onChange,
  labelClassName = css.label,
  inputClassName = css.search,
}: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClassName}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
