import { describe, expect, it } from 'vitest';
import { contentTypeLabel } from './contentTypeLabel';

describe('content type labels (content-types.json names)', () => {
  it.each([
    [1, 'Áudio'],
    [2, 'Vídeo'],
    [3, 'Post'],
    [4, 'Conteúdo'],
    [5, 'Artigo'],
    [7, 'Youtube'],
    [8, 'Meeting'],
    [18, 'Arquivo'],
    [25, 'PDF'],
    [26, 'Conteúdo'],
    [27, 'Link'],
  ])('type %i reads "%s"', (type, label) => expect(contentTypeLabel(type)).toBe(label));

  it('names a type outside the catalogue "Outro formato"', () =>
    expect(contentTypeLabel(999)).toBe('Outro formato'));
});
