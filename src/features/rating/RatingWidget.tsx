// The rating widget of the content viewers (content-app.md 4 "Rating", 5 "whole number 1 to 5", 9
// "rating thanks 2 s"): five stars as a radio group (arrow keys move between them, as any radio
// group), "Enviar" disabled until a star is picked, then the thanks for 2 s, then the new stars. A
// user who already voted sees "Conteúdo Avaliado". Vote failures are only logged (spec 8). A content's
// vote goes to POST /ranking/vote/; another element (a section's tile) gives its own `send`.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../api/content';
import { sendVote } from '../../api/engagement';
import { ratingMessages as text } from '../../i18n/rating';
import { MAX_STARS } from '../../ui/rating/rating';
import { Stars } from '../../ui/rating/Stars';
import { cx } from '../../ui/cards/cx';
import * as css from './rating.css';

/** How long the thanks stays before the new stars (content-app.md 9). */
export const THANKS_MS = 2000;

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';
const VALUES = Array.from({ length: MAX_STARS }, (_, at) => at + 1);

export interface RatingWidgetProps {
  /** The content voted on: POST /ranking/vote/, then the content is read again with the vote. */
  idContentItem?: number;
  /** How the vote is sent for anything else (a section's tile), and whatever must follow it. */
  send?: (value: number) => Promise<unknown>;
  /** The signed-in user's own vote (content item `vote`); above 0 means already rated. */
  vote?: number;
  /** The group's visible name, when not 'Avalie este conteúdo' (a tile's 'avalie este conteúdo'). */
  legend?: string;
  /** What is rated, said after the legend to screen readers: a list of tiles has one group each. */
  subject?: string;
  /** The thanks of a content page ("esse conteúdo") or of a card ("este conteúdo"). */
  variant?: 'page' | 'card';
  className?: string;
}

type Phase = { step: 'choosing' } | { step: 'thanks' | 'rated'; value: number };

export function RatingWidget({
  idContentItem,
  send,
  legend = text.legend,
  subject,
  vote = 0,
  variant = 'page',
  className,
}: RatingWidgetProps) {
  const [phase, setPhase] = useState<Phase>({ step: 'choosing' });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (phase.step !== 'thanks') return;
    const timer = window.setTimeout(() => setPhase({ step: 'rated', value: phase.value }), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function submit(value: number) {
    try {
      if (send) await send(value);
      else if (idContentItem !== undefined) await sendVote(idContentItem, value);
    } catch (error) {
      // content-app.md 8: vote failures are only logged; the learner still sees the thanks.
      const what = idContentItem === undefined ? 'a tile' : `content ${idContentItem}`;
      console.warn(`rating: vote on ${what} not saved`, error);
    }
    setPhase({ step: 'thanks', value });
    // Coming back to the content shows "Conteúdo Avaliado": the item is read again with the vote.
    if (idContentItem !== undefined)
      void queryClient.invalidateQueries({ queryKey: contentKeys.item(idContentItem) });
  }

  let body;
  if (phase.step === 'thanks')
    body = <p className={css.message}>{variant === 'card' ? text.thanksCard : text.thanks}</p>;
  else if (phase.step === 'rated') body = <Stars value={phase.value} className={css.result} />;
  // The item read again after the vote says it was rated: the widget keeps its own steps first.
  else if (vote > 0)
    body = (
      <>
        <p className={css.message}>{text.alreadyRated}</p>
        <Stars value={vote} className={css.result} />
      </>
    );
  else body = <StarPicker onSubmit={submit} legend={legend} subject={subject} />;

  return (
    <div className={cx(css.widget, className)} aria-live="polite" data-rating-step={phase.step}>
      {body}
    </div>
  );
}

interface PickerProps {
  onSubmit: (value: number) => Promise<void>;
  legend: string;
  subject?: string;
}

function StarPicker({ onSubmit, legend, subject }: PickerProps) {
  const [picked, setPicked] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [sending, setSending] = useState(false);
  const name = useId();
  const shown = hovered || picked;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A whole number from 1 to 5 (content-app.md 5), sent once.
    if (!Number.isInteger(picked) || picked < 1 || picked > MAX_STARS || sending) return;
    setSending(true);
    await onSubmit(picked);
  }

  return (
    <form className={css.form} onSubmit={(event) => void submit(event)}>
      <fieldset
        className={css.fieldset}
        disabled={sending}
        // Its visible legend, then what it rates: a list of tiles has one group each.
        aria-label={subject ? `${legend}: ${subject}` : undefined}
      >
        <legend className={css.legend}>{legend}</legend>
        {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- hover only previews */}
        <div className={css.stars} onMouseLeave={() => setHovered(0)}>
          {VALUES.map((value) => (
            <label key={value} className={css.starLabel}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={picked === value}
                onChange={() => setPicked(value)}
                onMouseEnter={() => setHovered(value)}
                className={css.radio}
              />
              <svg viewBox="0 0 20 20" className={css.star} aria-hidden="true" focusable="false">
                <path d={STAR_PATH} className={value <= shown ? css.filled : css.empty} />
              </svg>
              <span className="visually-hidden">{text.star(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={css.send} disabled={picked === 0 || sending}>
        {sending ? text.sending : text.send}
      </button>
    </form>
  );
}
