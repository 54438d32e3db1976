import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUrl, isAdmin, openInNewTab } from './rules';

describe('isAdmin (content-app.md 6)', () => {
  it('is true only for admin 1 or 2', () => {
    expect(isAdmin({ admin: 1 })).toBe(true);
    expect(isAdmin({ admin: 2 })).toBe(true);
    expect(isAdmin({ admin: 0 })).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('adminUrl', () => {
  it('appends the session token as ?token=', () => {
    expect(adminUrl('http://admin.localhost:5173', 'abc123')).toBe(
      'http://admin.localhost:5173/?token=abc123',
    );
    expect(adminUrl('https://admin.test/painel', 'abc123')).toBe('https://admin.test/painel?token=abc123');
  });

  it('keeps an existing query and encodes the token', () => {
    expect(adminUrl('https://admin.test/?lang=pt', 'a b&c')).toBe(
      'https://admin.test/?lang=pt&token=a+b%26c',
    );
  });

  it('gives nothing without a token or an http(s) host', () => {
    expect(adminUrl('https://admin.test', null)).toBeNull();
    expect(adminUrl('https://admin.test', '')).toBeNull();
    expect(adminUrl(undefined, 'abc')).toBeNull();
    expect(adminUrl('', 'abc')).toBeNull();
    expect(adminUrl('javascript:alert(1)', 'abc')).toBeNull();
  });
});

describe('openInNewTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab without a way back to the app', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab('https://a.test/', 'noopener,noreferrer');
    expect(open).toHaveBeenCalledWith('https://a.test/', '_blank', 'noopener,noreferrer');
  });
});
