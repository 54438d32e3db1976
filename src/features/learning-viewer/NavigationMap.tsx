// The slide-out navigation map (learning-area.md 2.4, 4.3): the enrollment's whole tree with each item's
// percent, locked items (each element's `locked`, as the server decides it from the shared rules of
// src/shared-rules/learning-locks.ts, prerequisites included) and a 'Você está aqui!' pin on the content on screen. Loaded when first opened.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { navigationMapQuery } from '../../api/learning-viewer';
import type { NavigationMapElement } from '../../generated/types';
import { learningViewerMessages as text } from '../../i18n/learning-viewer';
import { learningStatusLabels } from '../../i18n/learning-status';
import { isStepLocked, mapElementPercent, mapSteps } from '../../shared-rules/learning-locks';
import * as buttons from '../../ui/buttons.css';
import { Drawer } from '../../ui/drawer/Drawer';
import { Loaded } from '../../ui/loaded';
import { enrolledContentPath, evaluationItemPath } from './paths';
import type { EnrollmentPlace } from './useContentProgress';
import * as css from './map.css';

interface Here {
  place: EnrollmentPlace;
  idContent: number;
  onLeave: () => void;
}

export function NavigationMapButton({ place, idContent }: { place: EnrollmentPlace; idContent: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {text.openMap}
      </button>
      <Drawer open={open} onClose={close} title={text.openMap}>
        {open ? (
          <Loaded subject={`mapa da matrícula ${place.idEnrollment}`}>
            <MapTree place={place} idContent={idContent} onLeave={close} />
          </Loaded>
        ) : null}
      </Drawer>
    </>
  );
}

function MapTree(here: Here) {
  const { data } = useSuspenseQuery(navigationMapQuery(here.place.idUser, here.place.idEnrollment));
  const map = data.data;
  const percent = Math.round(map.nodeEnrollment?.progress ?? 0);
  return (
    <nav aria-label={map.title}>
      <p className={css.row}>
        <strong>{map.title}</strong>
        <span className={css.meta}>{text.percentDone(percent)}</span>
      </p>
      <progress className={css.bar} max={100} value={percent} aria-label={text.percentDone(percent)} />
      <MapLevel elements={map.mapElements} parentLocked={false} here={here} nested={false} />
    </nav>
  );
}

function MapLevel({
  elements,
  parentLocked,
  here,
  nested,
}: {
  elements: NavigationMapElement[];
  parentLocked: boolean;
  here: Here;
  nested: boolean;
}) {
  const steps = mapSteps(elements);
  return (
    <ul className={nested ? css.nested : css.tree}>
      {elements.map((element, index) => (
        <MapItem
          key={`${element.elementType}-${element.idElement ?? index}`}
          element={element}
          // The server's decision when it sends one (it knows the prerequisites), else the sequential rule.
          locked={element.locked ?? (parentLocked || isStepLocked(steps, index))}
          here={here}
        />
      ))}
    </ul>
  );
}

/** Where a map item opens: a content in the viewer, an evaluation at its questionnaire (a node: nowhere). */
function targetOf(element: NavigationMapElement, idElement: number, here: Here): string | undefined {
  if (element.elementType === 'CONTENT')
    return enrolledContentPath({
      ...here.place,
      idNodeEnrollment: element.contentEnrollment?.idNodeEnrollment ?? here.place.idNodeEnrollment,
      idContent: idElement,
    });
  if (element.elementType === 'EVALUATION')
    return evaluationItemPath(here.place, {
      idEvaluation: idElement,
      idNodeEnrollment: element.questionnaire?.idNodeEnrollment ?? element.idNodeEnrollment,
      idQuestionnaire: element.questionnaire?.idQuestionnaire,
    });
  return undefined;
}

function MapItem({ element, locked, here }: { element: NavigationMapElement; locked: boolean; here: Here }) {
  const percent = mapElementPercent(element);
  const isHere = element.elementType === 'CONTENT' && element.idElement === here.idContent;
  const status = element.contentEnrollment?.status ?? element.nodeEnrollment?.status;
  const target =
    locked || isHere || element.idElement === undefined
      ? undefined
      : targetOf(element, element.idElement, here);
  return (
    <li
      className={isHere ? `${css.item} ${css.current}` : css.item}
      aria-current={isHere ? 'page' : undefined}
    >
      <div className={css.row}>
        {target ? (
          <Link to={target} className={css.link} onClick={here.onLeave}>
            {element.title}
          </Link>
        ) : (
          <span>{element.title}</span>
        )}
        {isHere ? <span className={css.pin}>{text.youAreHere}</span> : null}
        <span className={css.meta}>
          {locked ? `${text.locked} · ` : ''}
          {status ? `${learningStatusLabels[status]} · ` : ''}
          {text.percentDone(percent)}
        </span>
      </div>
      {element.mapElements?.length ? (
        <MapLevel elements={element.mapElements} parentLocked={locked} here={here} nested />
      ) : null}
    </li>
  );
}
