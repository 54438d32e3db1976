import * as css from './journey.css';

/** One fact of a journey row: its label and value, as a pair of a description list. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}:</dt>
      <dd className={css.factValue}>{value}</dd>
    </div>
  );
}
