import { describe, expect, it } from 'vitest';
import { availableTabs, journeyTabOrder, shownTab } from './tabs';

const none = { hasEnrollmentRequests: false, isInCampaign: false, externalCourses: false };
const every = { hasEnrollmentRequests: true, isInCampaign: true, externalCourses: true };

describe('journey tabs (learning-area.md 2.2, 6)', () => {
  it('always offers registered, history and certificates', () => {
    expect(availableTabs(none)).toEqual(['registered', 'historic', 'certificates']);
  });

  it('offers each rule-bound tab only under its rule, in its place', () => {
    expect(availableTabs(every)).toEqual(journeyTabOrder);
    // Between them, these two fix where each rule-bound tab stands among the others.
    expect(availableTabs({ ...none, hasEnrollmentRequests: true })).toEqual([
      'registered',
      'requestEnrollmentStatus',
      'historic',
      'certificates',
    ]);
    expect(availableTabs({ ...none, isInCampaign: true, externalCourses: true })).toEqual([
      'registered',
      'historic',
      'certificates',
      'gamification',
      'externalCourse',
    ]);
    expect(availableTabs({ ...none, hasEnrollmentRequests: true })).toContain('requestEnrollmentStatus');
    expect(availableTabs({ ...none, isInCampaign: true })).toContain('gamification');
    expect(availableTabs({ ...none, externalCourses: true })).toContain('externalCourse');
    expect(availableTabs({ ...every, isInCampaign: false })).not.toContain('gamification');
  });

  it('falls back to registered for no tab, an unknown one or one the learner does not have', () => {
    const tabs = availableTabs(none);
    expect(shownTab(undefined, tabs)).toBe('registered');
    expect(shownTab('ranking', tabs)).toBe('registered');
    expect(shownTab('gamification', tabs)).toBe('registered');
    expect(shownTab('externalCourse', tabs)).toBe('registered');
    expect(shownTab('historic', tabs)).toBe('historic');
  });

  it('reads the tab without case, as the router reads /myjourney', () => {
    expect(shownTab('requestenrollmentstatus', availableTabs(every))).toBe('requestEnrollmentStatus');
  });
});
