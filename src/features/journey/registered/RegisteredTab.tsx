// The registered tab, 'Matriculados' (learning-area.md 2.2, 2.4): the courses the learner is enrolled in
// and has not finished, each with its class, period, status and progress. A course whose class starts
// later says when and does not open yet (4.3: the class that has not started locks the card; 2.2: its
// level sends here), so the learner who just enrolled in it lands on a page that names it.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { enrollmentsInProgressQuery } from '../../../api/learning-frame';
import type { Node } from '../../../generated/types';
import { formatIsoDate } from '../../../i18n/dates';
import { journeyMessages as text } from '../../../i18n/journey';
import { learningStatusLabels } from '../../../i18n/learning-status';
import { levelPath } from '../../../paths/learning-paths';
import { useMenuData } from '../../../session';
import { classIsFuture } from '../../../shared-rules/learning-cards';
import { EmptyState } from '../../../ui/cards/EmptyState';
import * as buttons from '../../../ui/buttons.css';
import { Fact } from '../Fact';
import * as css from '../journey.css';

export function RegisteredTab() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { data } = useSuspenseQuery(enrollmentsInProgressQuery(idUser));
  const [now] = useState(() => new Date());
  const courses = data.flatMap((item) => {
    const enrolled = item.ok ? item.value.nodeEnrollment : undefined;
    const idEnrollment = enrolled?.enrollment?.idEnrollment ?? enrolled?.idEnrollment;
    return item.ok && enrolled && idEnrollment !== undefined ? [{ node: item.value, idEnrollment }] : [];
  });
  if (courses.length === 0) return <EmptyState text={text.noEnrollments} />;
  return (
    <ul className={css.rows} aria-label={text.enrollmentsLabel}>
      {courses.map(({ node, idEnrollment }) => (
        <Course key={idEnrollment} node={node} idEnrollment={idEnrollment} now={now} />
      ))}
    </ul>
  );
}

function Course({ node, idEnrollment, now }: { node: Node; idEnrollment: number; now: Date }) {
  const enrolled = node.nodeEnrollment!;
  const team = enrolled.team;
  const from = formatIsoDate(team?.initialDate, 'numericDate');
  const to = formatIsoDate(team?.finalDate, 'numericDate');
  const future = classIsFuture(team, now);
  const progress = Math.round(enrolled.progress ?? 0);
  return (
    <li className={css.row} data-enrollment={idEnrollment}>
      <h3 className={css.rowTitle}>{node.title}</h3>
      <dl className={css.facts}>
        {team?.name ? <Fact label={text.classLabel} value={team.name} /> : null}
        {from && to ? <Fact label={text.periodLabel} value={text.period(from, to)} /> : null}
        <Fact label={text.statusLabel} value={learningStatusLabels[enrolled.status]} />
        <Fact label={text.progressLabel} value={`${progress}%`} />
      </dl>
      {future && from ? (
        <p className={css.note}>
          <strong>{text.startsOn(from)}</strong>. {text.notStartedYet}
        </p>
      ) : (
        <div className={css.actions}>
          <Link
            to={levelPath(idEnrollment)}
            className={buttons.primary}
            aria-label={text.openCourse(node.title)}
          >
            {text.open}
          </Link>
        </div>
      )}
    </li>
  );
}
