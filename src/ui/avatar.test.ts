import { describe, expect, it } from 'vitest';
import { avatarSource, initialsOf } from './avatar';

describe('avatar helpers', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ana Clara Batista')).toBe('AB');
    expect(initialsOf('  ícaro  ')).toBe('Í');
    expect(initialsOf('Érica Tavares')).toBe('ÉT');
    expect(initialsOf('')).toBe('?');
  });

  it('draws only http(s) photos and paths of this site', () => {
    expect(avatarSource('/demo/avatar-ana.svg')).toBe('/demo/avatar-ana.svg');
    expect(avatarSource('https://cdn.aurora.test/a.jpg')).toBe('https://cdn.aurora.test/a.jpg');
    expect(avatarSource('javascript:alert(1)')).toBeUndefined();
    expect(avatarSource('//evil.test/a.jpg')).toBeUndefined();
    expect(avatarSource('')).toBeUndefined();
    expect(avatarSource(undefined)).toBeUndefined();
  });
});
