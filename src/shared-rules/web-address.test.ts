import { describe, expect, it } from 'vitest';
import { isHttpAddress, isHttpsAddress, webAddress } from './web-address';

describe('isHttpAddress', () => {
  it.each(['http://a.example/x', 'https://a.example', 'HTTPS://A.EXAMPLE/', ' https://a.example/y '])(
    'accepts %j',
    (address) => expect(isHttpAddress(address)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox',
    'ftp://a.example',
    '/relative/path',
    'www.example.com',
    '',
  ])('refuses %j', (address) => expect(isHttpAddress(address)).toBe(false));

  it('reads the scheme of a URL or a Location', () => {
    expect(isHttpAddress(new URL('https://a.example'))).toBe(true);
    expect(isHttpAddress({ protocol: 'file:' })).toBe(false);
  });
});

describe('isHttpsAddress', () => {
  it('is true for https only', () => {
    expect(isHttpsAddress('https://a.example')).toBe(true);
    expect(isHttpsAddress({ protocol: 'https:' })).toBe(true);
    expect(isHttpsAddress('http://a.example')).toBe(false);
    expect(isHttpsAddress('not an address')).toBe(false);
  });
});

describe('webAddress', () => {
  it('resolves a relative address against its base', () =>
    expect(webAddress('/pagina.html', 'https://app.example/x')?.href).toBe(
      'https://app.example/pagina.html',
    ));

  it('refuses a relative address without a base, and a base that makes no http(s) address', () => {
    expect(webAddress('/pagina.html')).toBeNull();
    expect(webAddress('x', 'data:text/plain,a')).toBeNull();
  });

  it('refuses javascript: even with a base', () =>
    expect(webAddress('javascript:alert(1)', 'https://app.example/')).toBeNull());
});
