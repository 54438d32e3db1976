import { describe, expect, it } from 'vitest';
import { learningPrefixes, routes } from '../paths/paths';
import { screenRoutes } from './router';

describe('the router table', () => {
  it('has one screen for every address of paths.ts and one row per learning prefix, and no other', () => {
    const patterns = screenRoutes.map(({ route }) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.sort()).toEqual(
      [
        ...Object.values(routes).map(({ pattern }) => pattern),
        ...learningPrefixes.map((prefix) => `/${prefix}/*`),
      ].sort(),
    );
  });

  it('keeps sign-in, the landing page and the certificate check open to anyone, everything else behind the session', () => {
    const open = screenRoutes.filter(({ guard }) => guard === 'public').map(({ route }) => route.pattern);
    expect(open).toEqual([
      routes.login.pattern,
      routes.landing.pattern,
      routes.activateUser.pattern,
      routes.registration.pattern,
      routes.certificateAuthenticity.pattern,
    ]);
  });
});
