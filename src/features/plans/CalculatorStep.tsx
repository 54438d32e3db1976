// calculatorPlan (learning-area.md 5 "Price calculator", 9): the number of users (at least 1) and, only
// while it is above 0, the simulation tier by tier and the monthly total, with the note that it is a
// simulation. The server recomputes the same price when the plan is requested.
import { useState } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { plansMessages as text } from '../../i18n/plans';
import { formatBRL, isPlanUsers, MAX_PLAN_USERS, simulatePlanPrice } from '../../shared-rules/plan-pricing';
import * as buttons from '../../ui/buttons.css';
import { StepFooter, type StepProps } from './StepFooter';
import * as css from './plans.css';

/** The users typed, digits only ('' while empty). */
const usersOf = (typed: string) => (typed === '' ? 0 : Number(typed));

export function CalculatorStep({ idPlan, planOf, go, back, onClose }: StepProps & { idPlan: number }) {
  const plan = planOf(idPlan);
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const users = usersOf(typed);
  const valid = isPlanUsers(users);
  const simulation = simulatePlanPrice(users);
  return (
    <>
      <TextField
        className={css.field}
        value={typed}
        onChange={(value) =>
          setTyped(
            value
              .replace(/\D/g, '')
              .replace(/^0+(?=\d)/, '')
              .slice(0, String(MAX_PLAN_USERS).length),
          )
        }
        onBlur={() => setTouched(true)}
        isRequired
        isInvalid={touched && !valid}
        validationBehavior="aria"
        inputMode="numeric"
        autoComplete="off"
      >
        <Label className={css.label}>{text.usersLabel}</Label>
        <Input className={css.input} />
        <Text slot="description" className={css.muted}>
          {text.usersHint}
        </Text>
        <FieldError className={css.error}>{text.usersMinimum}</FieldError>
      </TextField>
      {/* learning-area.md 5: "the simulation shows only when users is above 0". */}
      {users > 0 && valid ? (
        <section aria-live="polite" aria-label={text.simulationCaption(plan?.name ?? '')}>
          <div className={css.tableWrap}>
            <table className={css.table}>
              <caption className="visually-hidden">{text.simulationCaption(plan?.name ?? '')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>
                    {text.tier}
                  </th>
                  <th scope="col" className={css.cell}>
                    {text.tierUsers}
                  </th>
                  <th scope="col" className={css.cell}>
                    {text.subtotal}
                  </th>
                </tr>
              </thead>
              <tbody>
                {simulation.lines.map((line) => (
                  <tr key={line.from}>
                    <th scope="row" className={css.cell}>
                      {text.tierRange(line.from, line.to)}
                      <span className={css.unitPrice}>{text.perUser(formatBRL(line.unitPrice))}</span>
                    </th>
                    <td className={`${css.cell} ${css.amount}`}>{line.users.toLocaleString('pt-BR')}</td>
                    <td className={`${css.cell} ${css.amount}`}>{formatBRL(line.subtotal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={css.total}>
            {text.monthlyTotal}: <output>{formatBRL(simulation.monthlyTotal)}</output>
          </p>
          <p className={css.muted}>{text.simulationNote}</p>
        </section>
      ) : null}
      <StepFooter back={back} onClose={onClose}>
        <button
          type="button"
          className={buttons.primary}
          disabled={!valid}
          onClick={() => go({ kind: 'detail', idPlan, users })}
        >
          {text.continue}
        </button>
      </StepFooter>
    </>
  );
}
