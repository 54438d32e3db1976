import { describe, expect, it } from 'vitest';
import { tenantOriginOf } from './app-origin.ts';

describe('tenantOriginOf', () => {
  it('puts the target’s host name between the request’s scheme and port', () => {
    expect(tenantOriginOf('http', 'horizonte.localhost:4173', 'aurora.localhost')).toBe(
      'http://aurora.localhost:4173',
    );
    expect(tenantOriginOf('https', 'horizonte.example.com', 'aurora.example.com')).toBe(
      'https://aurora.example.com',
    );
  });

  it('lets only http and https through, and no port from a Host that is no host', () => {
    expect(tenantOriginOf('javascript', 'horizonte.localhost:4173', 'aurora.localhost')).toBe(
      'http://aurora.localhost:4173',
    );
    expect(tenantOriginOf('https', 'evil.test:1/x?', 'aurora.localhost')).toBe('https://aurora.localhost');
    expect(tenantOriginOf('https', undefined, 'aurora.localhost')).toBe('https://aurora.localhost');
  });
});
