import { describe, expect, it } from 'vitest';
import { userProfilePath } from '../../paths/paths';
import { readProfileQuery } from './profileQuery';

describe('readProfileQuery', () => {
  it('reads back what it wrote', () => {
    const person = { name: 'João Pedro Araújo', email: 'joao+1@aurora.test', photo: '/demo/j.svg' };
    expect(readProfileQuery(userProfilePath(person).split('?')[1]!)).toEqual(person);
    expect(readProfileQuery('nome=Ana&email=ana%40aurora.test&photo=')).toEqual({
      name: 'Ana',
      email: 'ana@aurora.test',
    });
  });
});
