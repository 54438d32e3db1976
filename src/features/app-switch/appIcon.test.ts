import { describe, expect, it } from 'vitest';
import { appIconAddress, switchableApps } from './appIcon';

const page = (origin: string) => {
  const url = new URL(origin);
  return { protocol: url.protocol, port: url.port, origin: url.origin };
};

describe('appIconAddress', () => {
  it('resolves a path on the app’s own host, with the page’s scheme and port', () => {
    const app = { domain: 'aurora.example.com', favIcon: '/demo/favicon.svg' };
    expect(appIconAddress(app, page('https://horizonte.example.com'))).toBe(
      'https://aurora.example.com/demo/favicon.svg',
    );
    expect(
      appIconAddress({ ...app, domain: 'horizonte.localhost' }, page('http://horizonte.localhost:4173')),
    ).toBe('http://horizonte.localhost:4173/demo/favicon.svg');
  });

  it('leaves out what the page may not load: another plain-http origin, other schemes, nothing', () => {
    const here = page('http://horizonte.localhost:4173');
    expect(appIconAddress({ domain: 'aurora.localhost', favIcon: '/demo/favicon.svg' }, here)).toBeNull();
    expect(
      appIconAddress({ domain: 'aurora.localhost', favIcon: 'data:image/svg+xml,<svg/>' }, here),
    ).toBeNull();
    expect(appIconAddress({ domain: 'aurora.localhost' }, here)).toBeNull();
    expect(appIconAddress({ domain: 'aurora.localhost', favIcon: 'https://cdn.test/a.png' }, here)).toBe(
      'https://cdn.test/a.png',
    );
  });
});

describe('switchableApps', () => {
  it('is the list only when it names more than one app', () => {
    const one = { idApp: 1, appName: 'Aurora' };
    expect(switchableApps(undefined)).toEqual([]);
    expect(switchableApps({})).toEqual([]);
    expect(switchableApps({ appsUserAccess: [one] })).toEqual([]);
    expect(switchableApps({ appsUserAccess: [one, { idApp: 2, appName: 'Horizonte' }] })).toHaveLength(2);
  });
});
