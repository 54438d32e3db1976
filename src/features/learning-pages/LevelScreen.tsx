// /level/{idEnrollment} and /level/{idEnrollment}/{nodeCode} (learning-area.md 2.2): a learning page of
// the learner's enrollment. Before drawing, levelStep decides: a class not started yet sends to the
// journey, a node without its node enrollment gets one ('Aguarde, iniciando página.'), a level whose
// only thing is one content opens it (not when coming from search results, ?fromSearch=1). A node the
// learner may not open is refused by the server, whose pt-BR words are shown.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { createNodeEnrollment, learningPageKeys, levelQuery } from '../../api/learning-pages';
import { useMenuData } from '../../session';
import { cameFromSearch, levelPath } from '../../paths/learning-paths';
import type { LearningEnrollmentNodeResponse } from '../../generated/types';
import { learningPageMessages as text } from '../../i18n/learning-pages';
import { NotFound } from '../../ui/NotFound';
import { Loaded } from '../../ui/loaded';
import { levelStep } from './levelRules';
import { NodePage } from './NodePage';
import { Refusable } from './Refusable';
import { OfflineCourse, offlineSupported } from '../offline-courses';
import * as css from './learning-pages.css';

// The pre-test gate comes with the evaluation screens' module: loaded only for a level that names an
// unfinished pre-test (contract B), so no other level carries it.
const PreTestGate = lazy(() =>
  import('../evaluations').then((evaluations) => ({ default: evaluations.PreTestGate })),
);

export default function LevelScreen() {
  const { idEnrollment, nodeCode } = useParams();
  const idUser = useMenuData()?.loginInfo.idUser;
  const id = Number(idEnrollment);
  if (idUser === undefined || !Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <Loaded subject={`nível ${id} ${nodeCode ?? ''}`}>
      <Level idUser={idUser} idEnrollment={id} nodeCode={nodeCode} />
    </Loaded>
  );
}

function Level({
  idUser,
  idEnrollment,
  nodeCode,
}: {
  idUser: number;
  idEnrollment: number;
  nodeCode?: string;
}) {
  const { data } = useSuspenseQuery(levelQuery(idUser, idEnrollment, nodeCode));
  return (
    <Refusable answer={data}>
      {(level) => <LevelOf level={level} idUser={idUser} nodeCode={nodeCode} />}
    </Refusable>
  );
}

/** A level as the server answered it, for the learner, at the address's node. */
interface LevelProps {
  level: LearningEnrollmentNodeResponse;
  idUser: number;
  nodeCode?: string;
}

function LevelOf({ level, idUser, nodeCode }: LevelProps) {
  const [search] = useSearchParams();
  const [now] = useState(() => new Date());
  const step = levelStep(level, { idUser, fromSearch: cameFromSearch(search), now });
  if (step.kind === 'redirect') return <Navigate to={step.to} replace />;
  if (step.kind === 'createNodeEnrollment')
    return <StartNodeEnrollment level={level} idUser={idUser} nodeCode={nodeCode} />;
  const { data: node, enrollment } = level;
  return (
    <>
      {level.preTest ? (
        <Suspense fallback={null}>
          <PreTestGate
            preTest={level.preTest}
            idEnrollment={enrollment.idEnrollment}
            idNodeEnrollment={node.nodeEnrollment?.idNodeEnrollment}
          />
        </Suspense>
      ) : null}
      <NodePage
        node={node}
        contents={level.contents}
        idUser={idUser}
        here={levelPath(enrollment.idEnrollment, nodeCode)}
        enrolled={{
          idEnrollment: enrollment.idEnrollment,
          idTeam: enrollment.idTeam,
          idNodeEnrollment: node.nodeEnrollment?.idNodeEnrollment,
          lockedContents: level.lockedContents ?? [],
          classComments: classCommentsOf(enrollment),
        }}
        headerExtra={
          // The course as a whole is kept (its root page), not one module of it.
          nodeCode === undefined && offlineSupported() ? (
            <OfflineCourse idEnrollment={enrollment.idEnrollment} />
          ) : null
        }
      />
    </>
  );
}

/** The comment drawer's class tab (learning-area.md 2.4, 3 'Team tab config'): a class that takes comments. */
function classCommentsOf(enrollment: LearningEnrollmentNodeResponse['enrollment']) {
  const idTeam = enrollment.idTeam ?? enrollment.team?.idTeam;
  if (idTeam === undefined || enrollment.team?.allowComments !== true) return undefined;
  return { idTeam, label: enrollment.team.commentsLabel };
}

/** 2.2 and 4.2: the node's first open creates its node enrollment, then the level is read again. */
function StartNodeEnrollment({ level, idUser, nodeCode }: LevelProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  const { enrollment, data: node } = level;
  useEffect(() => {
    // Once per open, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    createNodeEnrollment({
      idUser,
      idEnrollment: enrollment.idEnrollment,
      nodeCode: node.nodeCode,
      idTeam: enrollment.idTeam ?? enrollment.team?.idTeam ?? 0,
    })
      .then(() =>
        queryClient.invalidateQueries({
          queryKey: learningPageKeys.level(idUser, enrollment.idEnrollment, nodeCode),
        }),
      )
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [enrollment, idUser, node.nodeCode, nodeCode, queryClient]);
  if (failure) return <p role="alert">{failure}</p>;
  return (
    <p role="status" className={css.wait}>
      {text.startingPage}
    </p>
  );
}
