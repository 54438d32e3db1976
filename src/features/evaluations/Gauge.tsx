// The score gauge of the feedback (learning-area.md 2.4, 4.5): a half dial and a needle turned by
// gaugeAngle (grade x 180 / 100 - 45). A picture of the grade the result card states in words, so it
// is named by that grade for assistive technology.
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { gaugeAngle } from './rules';
import * as css from './evaluations.css';

export function Gauge({ grade }: { grade: number }) {
  const angle = gaugeAngle(grade);
  return (
    <svg className={css.gauge} viewBox="0 0 120 70" role="img" aria-label={text.gaugeLabel(grade)}>
      <path
        d="M10 60 A50 50 0 0 1 110 60"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="10"
      />
      {/* The needle at angle -45 points at 0 (left), at 135 at 100 (right): drawn pointing up-left. */}
      <g transform={`rotate(${angle} 60 60)`} data-angle={angle}>
        <line
          x1="60"
          y1="60"
          x2="24.6"
          y2="24.6"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      <circle cx="60" cy="60" r="5" fill="currentColor" />
    </svg>
  );
}
