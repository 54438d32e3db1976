import { describe, expect, it } from 'vitest';
import { readProfileQuery, userProfilePath } from './userProfilePath';

describe('the /PerfilUsuario query contract', () => {
  it('writes nome, email and photo, URL-encoded', () => {
    expect(
      userProfilePath({ name: 'Érica Tavares', email: 'erica+rh@aurora.test', photo: '/demo/a b.svg' }),
    ).toBe(
      '/PerfilUsuario?nome=%C3%89rica%20Tavares&email=erica%2Brh%40aurora.test&photo=%2Fdemo%2Fa%20b.svg',
    );
    expect(userProfilePath({ name: 'Ana', email: 'ana@aurora.test' })).toBe(
      '/PerfilUsuario?nome=Ana&email=ana%40aurora.test&photo=',
    );
  });

  it('reads back what it wrote', () => {
    const person = { name: 'João Pedro Araújo', email: 'joao+1@aurora.test', photo: '/demo/j.svg' };
    expect(readProfileQuery(userProfilePath(person).split('?')[1]!)).toEqual(person);
    expect(readProfileQuery('nome=Ana&email=ana%40aurora.test&photo=')).toEqual({
      name: 'Ana',
      email: 'ana@aurora.test',
    });
  });
});
