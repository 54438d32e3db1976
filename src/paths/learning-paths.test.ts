import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import {
  avatarLevelPath,
  cameFromSearch,
  cardListPath,
  catalogPath,
  freeContentPath,
  fromSearchPath,
  learningRoutes,
  lessonListPath,
  lessonPlayerPath,
  levelPath,
  nodeTreePath,
  evaluationPath,
  myJourneyPath,
  scormPackagePath,
  searchResultPath,
} from './learning-paths';
import { learningPrefixes } from './paths';

// The learning area's addresses (learning-area.md 2.2), each written by its builder and read back by
// its pattern, as the router will read them.
const learningExamples: Record<
  keyof typeof learningRoutes,
  [address: string, params: Record<string, string>]
> = {
  level: [levelPath(12), { idEnrollment: '12' }],
  levelNode: [levelPath(12, 'HZ-01.02'), { idEnrollment: '12', nodeCode: 'HZ-01.02' }],
  levelOfAvatar: [avatarLevelPath(2), {}],
  nodeTree: [nodeTreePath('HZ-01'), { nodeCode: 'HZ-01' }],
  cardList: [cardListPath(7), { idBlock: '7' }],
  catalog: [catalogPath('HZ'), { nodeCode: 'HZ' }],
  catalogOfEnrollment: [catalogPath('HZ-01', 12), { nodeCode: 'HZ-01', idEnrollment: '12' }],
  contentNode: [freeContentPath(501), { idContent: '501' }],
  journey: [myJourneyPath('historic'), { tab: 'historic' }],
  profile: [learningRoutes.profile.to(), {}],
  contactUs: [learningRoutes.contactUs.to(), {}],
  scormPackage: [scormPackagePath(901), { idContentItem: '901' }],
  evaluation: [
    evaluationPath({ idEnrollment: 12, idEvaluation: 71, idQuestionnaire: 901 }),
    { idEnrollment: '12', idEvaluation: '71', idQuestionnaire: '901' },
  ],
  contentNodeOfEnrollment: [
    learningRoutes.contentNodeOfEnrollment.to({
      idContent: 501,
      idNodeEnrollment: 40,
      idEnrollment: 12,
      idUser: 3,
      suffix: '-',
    }),
    { idContent: '501', idNodeEnrollment: '40', idEnrollment: '12', idUser: '3', suffix: '-' },
  ],
  searchResult: [searchResultPath('compliance'), { searchText: 'compliance' }],
  lessonList: [
    lessonListPath({ idEnrollment: 12, idContentItem: 901, idNodeEnrollment: 40 }, true),
    { idEnrollment: '12', idContentItem: '901', idNodeEnrollment: '40', isFluidNavigation: '1' },
  ],
  lessonPlayer: [
    lessonPlayerPath({ idEnrollment: 12, idContentItem: 901, idNodeEnrollment: 40 }, 7, {
      single: false,
      completed: true,
    }),
    {
      idEnrollment: '12',
      idContentItem: '901',
      idSco: '7',
      idNodeEnrollment: '40',
      scoType: 'multi',
      scormCompleted: 'true',
    },
  ],
};

describe('the learning addresses of learning-area.md 2.2', () => {
  it.each(Object.entries(learningExamples))('%s', (name, [address, params]) => {
    const { pattern } = learningRoutes[name as keyof typeof learningRoutes];
    const match = matchPath({ path: pattern, end: true }, address.split('?')[0]!);
    expect(match?.params).toEqual(params);
  });

  it('writes them as the spec does', () => {
    expect(levelPath(12)).toBe('/level/12');
    expect(levelPath(12, 'HZ-01.02')).toBe('/level/12/HZ-01.02');
    expect(avatarLevelPath(2)).toBe('/level?nodeLevel=2');
    expect(catalogPath('HZ')).toBe('/catalog/HZ');
    expect(catalogPath('HZ-01', 12)).toBe('/catalog/HZ-01/12');
    expect(freeContentPath(501)).toBe('/contentNode/501');
    expect(nodeTreePath('HZ-01')).toBe('/nodeTree/HZ-01');
    expect(cardListPath(7)).toBe('/cardlist/7');
    expect(searchResultPath('a/b')).toBe('/searchResult/a%2Fb');
    const scorm = { idEnrollment: 12, idContentItem: 901, idNodeEnrollment: 40 };
    expect(lessonListPath(scorm)).toBe('/lms/12/901/40/0');
    expect(lessonPlayerPath(scorm, 7, { single: true })).toBe('/lessons/12/901/7/40/single');
    expect(lessonPlayerPath(scorm, 7, { single: false, completed: false })).toBe(
      '/lessons/12/901/7/40/multi/false',
    );
  });

  it('each lives under a prefix the first-paint router sends to the learning screens', () => {
    for (const { pattern } of Object.values(learningRoutes)) {
      expect(learningPrefixes).toContain(pattern.split('/')[1]);
    }
  });

  it('marks a learning page opened from the search results, which the level screen reads back', () => {
    expect(fromSearchPath(levelPath(501, 'HZ-LID-01'))).toBe('/level/501/HZ-LID-01?fromSearch=1');
    expect(fromSearchPath(avatarLevelPath(2))).toBe('/level?nodeLevel=2&fromSearch=1');
    expect(cameFromSearch('?fromSearch=1')).toBe(true);
    expect(cameFromSearch(new URLSearchParams('nodeLevel=2&fromSearch=1'))).toBe(true);
    expect(cameFromSearch('')).toBe(false);
    expect(cameFromSearch('?fromSearch=0')).toBe(false);
  });
});
