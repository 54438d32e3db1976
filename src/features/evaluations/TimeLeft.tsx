// The time left of a timed evaluation (learning-area.md 4.5, 9), as the server says: counted down from
// the server's timeLeft (clock.ts), given back every 10 s, on leaving the page (pagehide, keepalive)
// and on leaving the player; at 0 the evaluation is sent by itself. Drawn by the shared Timer (warning
// under 20 s).
import { useEffect, useEffectEvent, useState } from 'react';
import { saveTimeLeft, type QuestionnaireKey } from '../../api/learning-evaluations';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { Timer } from '../../ui/timer/Timer';
import { startClock } from './clock';

interface Props {
  questionnaireKey: QuestionnaireKey;
  /** Seconds, from the server's answer. */
  timeLeft: number;
  onExpire: () => void;
}

export function TimeLeft({ questionnaireKey, timeLeft, onExpire }: Props) {
  const [shown, setShown] = useState(timeLeft);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const clock = startClock({
      timeLeft,
      save: (seconds) => saveTimeLeft(questionnaireKey, seconds),
      onTick: setShown,
      onExpire: () => expire(),
    });
    const leave = () => {
      const seconds = clock.timeLeft();
      if (seconds > 0) saveTimeLeft(questionnaireKey, seconds, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
      clock.stop();
    };
  }, [questionnaireKey, timeLeft]);

  return <Timer seconds={shown} label={text.timeLeft} />;
}
