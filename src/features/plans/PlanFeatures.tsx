// What a plan includes: its features and products (learning-area.md 3 Plan), each list under its name.
import type { Plan } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import * as css from './plans.css';

export function PlanFeatures({ plan, products = true }: { plan: Plan; products?: boolean }) {
  return (
    <>
      {plan.features?.length ? (
        <>
          <p className={css.sublist}>{text.features}</p>
          <ul className={css.list}>
            {plan.features.map((feature, index) => (
              <li key={index}>{feature.description}</li>
            ))}
          </ul>
        </>
      ) : null}
      {products && plan.products?.length ? (
        <>
          <p className={css.sublist}>{text.products}</p>
          <ul className={css.list}>
            {plan.products.map((product, index) => (
              <li key={index}>{product.name}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
