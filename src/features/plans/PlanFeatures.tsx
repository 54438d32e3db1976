// What a plan includes: its features and products (learning-area.md 3 Plan), each list under its name.
import type { ReactNode } from 'react';
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import * as css from './plans.css';

export function PlanFeatures({ plan, products = true }: { plan: Plan; products?: boolean }) {
  return (
    <>
      <NamedList name={text.features} items={plan.features?.map((feature) => feature.description)} />
      {products ? (
        <NamedList name={text.products} items={plan.products?.map((product) => product.name)} />
      ) : null}
    </>
  );
}

/** A list under its name, or nothing when it is empty. */
function NamedList({ name, items }: { name: string; items: readonly ReactNode[] | undefined }) {
  if (!items?.length) return null;
  return (
    <>
      <p className={css.sublist}>{name}</p>
      <ul className={css.list}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </>
  );
}
