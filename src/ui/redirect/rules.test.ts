import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUrl, httpUrl, isAdmin, openInNewTab } from './rules';

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

describe('httpUrl (only http and https)', () => {
  it('accepts absolute http and https addresses', () => {
    expect(httpUrl('https://beneficios.aurora.test/colaboradores')?.host).toBe('beneficios.aurora.test');
    expect(httpUrl('http://intranet.test:8080/a?b=1')?.host).toBe('intranet.test:8080');
    expect(httpUrl('  https://espacos.test  ')?.href).toBe('https://espacos.test/');
  });

  it('refuses other schemes, relative paths and empty values', () => {
    for (const raw of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<p>oi</p>',
      'mailto:rh@aurora.test',
      'ftp://arquivos.test/a.pdf',
      '/demo/pagina.html',
      'www.aurora.test',
      '',
      undefined,
      null,
    ])
      expect(httpUrl(raw), String(raw)).toBeNull();
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
