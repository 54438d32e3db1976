import { describe, expect, it } from 'vitest';
import { avatarSource, initialsOf } from './avatar';

describe('avatar helpers', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ana Clara Batista')).toBe('AB');
    expect(initialsOf('  ícaro  ')).toBe('Í');
    expect(initialsOf('Érica Tavares')).toBe('ÉT');
    expect(initialsOf('')).toBe('?');
  });

  it.each(['/demo/avatar-ana.svg', 'https://cdn.aurora.test/a.jpg'])(
    'draws %s, an http(s) photo or a path of this site',
    (photo) => {
      expect(avatarSource(photo)).toBe(photo);
    },
  );

  it.each(['javascript:alert(1)', '//evil.test/a.jpg', '', undefined])('does not draw %j', (photo) => {
    expect(avatarSource(photo)).toBeUndefined();
  });
});
