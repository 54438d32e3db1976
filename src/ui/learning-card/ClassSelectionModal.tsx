// The class selection and enrollment modal (learning-area.md 4.4, 5, 7.2, 8): the course's open classes,
// each with its name, period (d/m/Y), places and description; 'Matricular-se' enrols at once and opens
// the new enrollment's page (or the journey's registered tab when the class starts later), 'Solicitar
// matrícula' asks for a place and thanks with a link to 'Minha Jornada' (its requests tab), and a class already asked for
// says 'Aguardando aprovação da matrícula.'. What the server refuses (a full class, a second
// enrollment) is said in its own pt-BR words.
import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { enrollDirectly, learningPageKeys, requestEnrollment, teamsQuery } from '../../api/learning-pages';
import { levelPath, myJourneyPath } from '../../paths/learning-paths';
import { useMenuData } from '../../session';
import type { Team } from '../../generated/types';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { classIsFuture } from '../../shared-rules/learning-cards';
import { EmptyState } from '../cards/EmptyState';
import { Loaded } from '../loaded';
import { Modal } from '../Modal';
import { ModalFooter } from '../ModalFooter';
import * as buttons from '../buttons.css';
import { classAction, periodText, shownDescription, vacanciesText } from './classDisplay';
import * as css from './ClassSelectionModal.css';
import { LiveNote } from '../LiveNote';

interface Props {
  open: boolean;
  onClose: () => void;
  nodeCode: string;
  courseTitle: string;
  /** The learner takes the course again (4.4 'faça a sua rematrícula'): its loading words say so. */
  reenroll?: boolean;
}

export function ClassSelectionModal({ open, onClose, nodeCode, courseTitle, reenroll = false }: Props) {
  return (
    <Modal open={open} onClose={onClose} title={text.classesTitle(courseTitle)}>
      <Loaded subject={`${text.classesSubject} ${nodeCode}`} errorText={text.classesError}>
        <ClassList nodeCode={nodeCode} reenroll={reenroll} />
      </Loaded>
      <ModalFooter onClose={onClose} />
    </Modal>
  );
}

type Attempt = { kind: 'enroll' | 'request'; team: Team };

function ClassList({ nodeCode, reenroll }: { nodeCode: string; reenroll: boolean }) {
  const { data } = useSuspenseQuery(teamsQuery(nodeCode));
  const teams = data.data;
  const idUser = useMenuData()?.loginInfo.idUser;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [requested, setRequested] = useState(false);
  const attempt = useMutation({
    mutationFn: async ({ kind, team }: Attempt) => {
      if (kind === 'request') return { kind, team, ...(await requestEnrollment(team.idTeam)) };
      return {
        kind,
        team,
        ...(await enrollDirectly({ idTeam: team.idTeam, nodeCode, idUser: idUser ?? 0 })),
      };
    },
    onSuccess: async (done) => {
      // An enrolment changes every card of the course: all learning answers are read again.
      await queryClient.invalidateQueries({ queryKey: learningPageKeys.all });
      if (done.kind === 'request') {
        setRequested(true);
        return;
      }
      // A class that starts later cannot be opened yet (2.2: its level sends to /myjourney): the
      // registered tab names it and its start (issue 18: the spec's reload left an empty catalog).
      // Otherwise the new enrolment's page opens.
      if (classIsFuture(done.team, new Date())) void navigate(myJourneyPath('registered'));
      else if ('idEnrollment' in done) void navigate(levelPath(done.idEnrollment));
    },
  });
  if (teams.length === 0) return <EmptyState text={text.noClasses} />;
  const pending = attempt.isPending ? attempt.variables : undefined;
  return (
    <>
      {requested ? (
        <p role="status" className={css.thanks}>
          {text.requestThanks}. {text.requestFollowUp}{' '}
          <Link to={myJourneyPath('requestEnrollmentStatus')}>{text.myJourney}</Link>.
        </p>
      ) : null}
      <LiveNote role="status" className={css.wait}>
        {pending &&
          (pending.kind === 'request' ? text.requesting : reenroll ? text.reenrolling : text.enrolling)}
      </LiveNote>
      <LiveNote role="alert" className={css.refusal}>
        {attempt.isError && attempt.error.message}
      </LiveNote>
      <ul className={css.list} aria-label={text.classesSubject}>
        {teams.map((team) => (
          <ClassRow
            key={team.idTeam}
            team={team}
            busy={attempt.isPending}
            onAttempt={(kind) => attempt.mutate({ kind, team })}
          />
        ))}
      </ul>
    </>
  );
}

function ClassRow({
  team,
  busy,
  onAttempt,
}: {
  team: Team;
  busy: boolean;
  onAttempt: (kind: Attempt['kind']) => void;
}) {
  const description = shownDescription(team.description);
  const period = periodText(team);
  const action = classAction(team);
  return (
    <li className={css.row} data-team={team.idTeam}>
      <h3 className={css.name}>{team.name}</h3>
      <dl className={css.facts}>
        {period ? (
          <div>
            <dt>{text.period}</dt>
            <dd>{period}</dd>
          </div>
        ) : null}
        <div>
          <dt>{text.vacancies}</dt>
          <dd>{vacanciesText(team)}</dd>
        </div>
      </dl>
      {description ? <p className={css.description}>{description}</p> : null}
      {action === 'awaiting' ? (
        <p className={css.awaiting}>{text.awaitingApproval}</p>
      ) : (
        <button type="button" className={buttons.primary} disabled={busy} onClick={() => onAttempt(action)}>
          {action === 'enroll' ? text.enrollDirect : text.requestEnrollment}
        </button>
      )}
    </li>
  );
}
