import { describe, expect, it } from 'vitest';
import { httpUrl, withToken } from './httpUrl';

const base = 'http://aurora.localhost:5173/content/1';

describe('httpUrl', () => {
  it('keeps http(s) addresses and resolves paths of the app against it', () => {
    expect(httpUrl('https://exemplo.test/a?b=1', base)?.href).toBe('https://exemplo.test/a?b=1');
    expect(httpUrl(' HTTP://exemplo.test ', base)?.href).toBe('http://exemplo.test/');
    expect(httpUrl('/demo/pagina.html', base)?.href).toBe('http://aurora.localhost:5173/demo/pagina.html');
    expect(httpUrl('//cdn.exemplo.test/a.png', base)?.href).toBe('http://cdn.exemplo.test/a.png');
  });

  it('reads a bare "www." host as an https page', () => {
    expect(httpUrl('www.exemplo.test/guia', base)?.href).toBe('https://www.exemplo.test/guia');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://[nao-e-url',
    '&#106;avascript:alert(1)',
    '\u0001javascript:alert(1)',
    'pagina.html',
    '',
    undefined,
  ])('refuses %j', (raw) => expect(httpUrl(raw, base)).toBeNull());
});

describe('httpUrl with base null: the redirects, absolute http(s) only', () => {
  it('accepts absolute http and https addresses', () => {
    expect(httpUrl('https://beneficios.aurora.test/colaboradores', null)?.host).toBe(
      'beneficios.aurora.test',
    );
    expect(httpUrl('http://intranet.test:8080/a?b=1', null)?.host).toBe('intranet.test:8080');
    expect(httpUrl('  https://espacos.test  ', null)?.href).toBe('https://espacos.test/');
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
      expect(httpUrl(raw, null), String(raw)).toBeNull();
  });

  it('differs from the in-app rule only on paths and bare "www." hosts', () => {
    for (const raw of ['/demo/pagina.html', '//cdn.exemplo.test/a.png', 'www.exemplo.test/guia']) {
      expect(httpUrl(raw, base), raw).not.toBeNull();
      expect(httpUrl(raw, null), raw).toBeNull();
    }
    expect(httpUrl('https://exemplo.test/a', null)?.href).toBe(httpUrl('https://exemplo.test/a', base)?.href);
  });
});

describe('withToken', () => {
  const url = (raw: string) => httpUrl(raw, base) as URL;

  it('adds token= as the query of an address without one', () => {
    expect(withToken(url('https://parceiro.test/curso'), 'abc').href).toBe(
      'https://parceiro.test/curso?token=abc',
    );
  });

  it('keeps the query and the fragment an address already has, as written', () => {
    expect(withToken(url('https://parceiro.test/curso?modulo=2&q=a%20b#fim'), 'abc').href).toBe(
      'https://parceiro.test/curso?modulo=2&q=a%20b&token=abc#fim',
    );
    expect(withToken(url('https://parceiro.test/curso?'), 'abc').href).toBe(
      'https://parceiro.test/curso?token=abc',
    );
  });

  it('encodes the token and leaves the address alone without one', () => {
    expect(withToken(url('/demo/p.html'), 'a+b/c=').search).toBe('?token=a%2Bb%2Fc%3D');
    expect(withToken(url('/demo/p.html'), null).href).toBe('http://aurora.localhost:5173/demo/p.html');
  });
});
