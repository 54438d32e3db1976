/** "Treinamentos & Cursos" -> "treinamentos-cursos": the {slug} of /{slug}/{idSection} routes. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'secao';
}

/** The route of a section: /{slug-of-text}/{id}?idSection={id} (content-app.md 2.5). */
export const sectionPath = (text: string, idSection: number) =>
  `/${slugify(text)}/${idSection}?idSection=${idSection}`;

export const contentPath = (idContentItem: number, idSection?: number) =>
  idSection ? `/content/${idContentItem}?idSection=${idSection}` : `/content/${idContentItem}`;
