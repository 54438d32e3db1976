import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores a salted scrypt hash that only the right password matches', async () => {
    const [first, second] = await Promise.all([hashPassword('Senha1234'), hashPassword('Senha1234')]);
    expect(first).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Senha1234', first)).toBe(true);
    expect(await verifyPassword('senha1234', first)).toBe(false);
  });

  it('treats anything that is not one of its hashes as no match', async () => {
    expect(await verifyPassword('Senha1234', 'Senha1234')).toBe(false);
    expect(await verifyPassword('Senha1234', 'scrypt$$')).toBe(false);
    expect(await verifyAgainstDecoy('Senha1234')).toBe(false);
  });
});
