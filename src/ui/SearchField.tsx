// The search box of a filtered list of cards (the paged list, the learning catalog): a visible label,
// a search input of at most `maxLength` characters, what is typed handed on at each key.
import { useId } from 'react';
import * as css from './listControls.css';

interface Props {
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (text: string) => void;
}

export function SearchField({ label, placeholder, maxLength, value, onChange }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={css.search}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
