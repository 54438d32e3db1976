import { route } from './paths';

/**
 * The learning area's addresses (learning-area.md 2.2), written by the learning cards. Apart from
 * paths.ts, whose table the first paint carries: only learning code (lazy) imports these, so the
 * content app's first paint does not carry them. Built with the same `route`, so a link and its
 * pattern cannot drift apart (learning-paths.test.ts).
 */
export const learningRoutes = {
  /** A learning page of an enrollment: its root node, or one node below it. */
  level: route('/level/:idEnrollment'),
  levelNode: route('/level/:idEnrollment/:nodeCode'),
  /** Avatar card: /level?nodeLevel={n}. */
  levelOfAvatar: route('/level'),
  /** Journey card of an enrollment. */
  nodeTree: route('/nodeTree/:nodeCode'),
  /** One block: its title, text and cards. */
  cardList: route('/cardlist/:idBlock'),
  /** Catalog page: without an enrollment only ORGANIZATION nodes may be listed. */
  catalog: route('/catalog/:nodeCode'),
  catalogOfEnrollment: route('/catalog/:nodeCode/:idEnrollment'),
  /** Free content (not enrolled). */
  contentNode: route('/contentNode/:idContent'),
  /** Enrolled content; the suffix is '-' when started from a card. */
  contentNodeOfEnrollment: route('/contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:suffix'),
  /** Search results of the header's search. */
  searchResult: route('/searchResult/:searchText'),
  /** An evaluation's questionnaire (also a retry's new one), learning-area.md 2.2. */
  evaluation: route('/evaluations/:idEnrollment/:idEvaluation/:idQuestionnaire'),
  /**
   * A SCORM content's lesson cards (2.2); the last segment is 0 from a card, 1 back from the player. Its
   * optional segments are the router's (written by lessonListPath, not `to`).
   */
  lessonList: route('/lms/:idEnrollment/:idContentItem/:idNodeEnrollment?/:isFluidNavigation?'),
  /** The SCORM player of one lesson (2.2): scoType 'single' or 'multi', then whether it is complete. */
  lessonPlayer: route(
    '/lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment?/:scoType?/:scormCompleted?/:idTeam?',
  ),
  /**
   * An admin's screen that replaces a SCORM content's package (issue 22; not one of the spec's addresses).
   * Under /lms, whose table is already in the first paint's router; its static segment outranks the cards'.
   */
  scormPackage: route('/lms/package/:idContentItem'),
  /** My journey (2.2): its tabs, /myJourney/{tab}; an unknown or unavailable tab shows the registered one. */
  journey: route('/myJourney/:tab?'),
  /** The learner's profile and password (2.2, 4.13). */
  profile: route('/editPerfil'),
  /** The company's contact form, while its CONTACT_US feature is on (2.2, 6). */
  contactUs: route('/contactus'),
};

/** /level/{idEnrollment}, or /level/{idEnrollment}/{nodeCode} for a node below the enrollment's root. */
export const levelPath = (idEnrollment: number, nodeCode?: string) =>
  nodeCode === undefined
    ? learningRoutes.level.to({ idEnrollment })
    : learningRoutes.levelNode.to({ idEnrollment, nodeCode });

/** /lms/package/{idContentItem}: an admin replaces the content's package. */
export const scormPackagePath = (idContentItem: number) => learningRoutes.scormPackage.to({ idContentItem });

/** /catalog/{nodeCode}, or /catalog/{nodeCode}/{idEnrollment} inside an enrollment. */
export const catalogPath = (nodeCode: string, idEnrollment?: number) =>
  idEnrollment === undefined
    ? learningRoutes.catalog.to({ nodeCode })
    : learningRoutes.catalogOfEnrollment.to({ nodeCode, idEnrollment });

/** /contentNode/{idContent}: a content opened outside an enrollment. */
export const freeContentPath = (idContent: number) => learningRoutes.contentNode.to({ idContent });

export const nodeTreePath = (nodeCode: string) => learningRoutes.nodeTree.to({ nodeCode });

export const cardListPath = (idBlock: number) => learningRoutes.cardList.to({ idBlock });

export const avatarLevelPath = (nodeLevel: number) => learningRoutes.levelOfAvatar.to({}, { nodeLevel });

/** /searchResult/{text}: search results (the header's search; opening from here resets history). */
export const searchResultPath = (searchText: string) => learningRoutes.searchResult.to({ searchText });

/**
 * A learning page opened from the search results says so in its address (/level/...?fromSearch=1):
 * a level with exactly one content then shows the level instead of opening that content (2.2,
 * "unless the user came from search results"). The level screen reads it with cameFromSearch.
 */
const FROM_SEARCH = 'fromSearch';
export const fromSearchPath = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${FROM_SEARCH}=1`;
export const cameFromSearch = (search: URLSearchParams | string) =>
  new URLSearchParams(search).get(FROM_SEARCH) === '1';

/** /lms/{idEnrollment}/{idContentItem}/{idNodeEnrollment}/{0|1}: a SCORM content's lesson cards (2.2). */
export const lessonListPath = (
  place: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number },
  backFromPlayer = false,
) => `/lms/${place.idEnrollment}/${place.idContentItem}/${place.idNodeEnrollment}/${backFromPlayer ? 1 : 0}`;

/**
 * /lessons/{idEnrollment}/{idContentItem}/{idSco}/{idNodeEnrollment}/single for the only lesson of a
 * package (closing goes back), or .../multi/{true|false} for one of its lessons (the last segment:
 * whether it is complete; closing goes to the lesson cards).
 */
export const lessonPlayerPath = (
  place: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number },
  idSco: number,
  lesson: { single: true } | { single: false; completed: boolean },
) =>
  `/lessons/${place.idEnrollment}/${place.idContentItem}/${idSco}/${place.idNodeEnrollment}/` +
  (lesson.single ? 'single' : `multi/${lesson.completed}`);

/**
 * A content of an enrollment, as a card starts it (suffix '-'): a packaged course (type 26) opens its
 * lesson tree, /lms/{idEnrollment}/{idContentItem}/{idNodeEnrollment}/0; any other the enrolled form of
 * /contentNode (learning-area.md 2.2).
 */
export function enrolledContentPath(content: {
  idContentItem: number;
  idContentType: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idUser: number;
}): string {
  const { idContentItem, idContentType, idEnrollment, idNodeEnrollment, idUser } = content;
  if (idContentType === 26) return lessonListPath({ idEnrollment, idContentItem, idNodeEnrollment });
  return learningRoutes.contentNodeOfEnrollment.to({
    idContent: idContentItem,
    idNodeEnrollment,
    idEnrollment,
    idUser,
    suffix: '-',
  });
}

/** The journey's tabs as their addresses name them (learning-area.md 2.2). */
export type JourneyTab =
  'registered' | 'requestEnrollmentStatus' | 'historic' | 'certificates' | 'gamification' | 'externalCourse';

/** The journey (/myJourney/{tab?}): a class not yet started sends to its registered tab (2.2). */
export const myJourneyPath = (tab?: JourneyTab) => (tab ? `/myJourney/${tab}` : '/myJourney');

/** /evaluations/{idEnrollment}/{idEvaluation}/{idQuestionnaire}: one questionnaire of an evaluation. */
export const evaluationPath = (ids: {
  idEnrollment: number;
  idEvaluation: number;
  idQuestionnaire: number;
}) => learningRoutes.evaluation.to(ids);

/** The questionnaire number that asks the evaluation screen to start one (the start call) first. */
export const START_QUESTIONNAIRE = 0;

/** Where an evaluation of an enrollment is opened from a card, the map, the viewer or the pre-test gate. */
export interface EvaluationEntry {
  idEnrollment: number;
  idEvaluation: number;
  idNodeEnrollment: number;
  /** The learner's latest questionnaire of it, when there is one. */
  idQuestionnaire?: number | null;
}

/**
 * An evaluation opens its latest questionnaire when there is one (open: the player; finished: its
 * feedback); otherwise /evaluations/{e}/{v}/0?idNodeEnrollment={n}, where the screen makes the start
 * call ('Aguarde, iniciando a avaliação!') and replaces the address with the questionnaire it got.
 */
export function evaluationEntryPath(entry: EvaluationEntry) {
  const { idEnrollment, idEvaluation, idNodeEnrollment, idQuestionnaire } = entry;
  if (idQuestionnaire) return evaluationPath({ idEnrollment, idEvaluation, idQuestionnaire });
  return learningRoutes.evaluation.to(
    { idEnrollment, idEvaluation, idQuestionnaire: START_QUESTIONNAIRE },
    { idNodeEnrollment },
  );
}
