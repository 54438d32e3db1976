// The short pt-BR label of a content type, from the catalogue's names (schemas/content-types.json;
// content-app.md 3: 1 Áudio, 2 Vídeo, 3 Post, 18 Arquivo, 25 PDF...). The catalogue's names carry an
// explanation after " (" or " / " ("Post / artigo com chat"): the label is the part before it.
import contentTypes from '../../schemas/content-types.json';
import type { Catalogue } from '../engine/registry';
import { sectionMessages } from '../i18n/sections';

const entries = (contentTypes as Catalogue).types;

const shortName = (name: string) => name.split(/ \(| \/ /)[0]!.trim();

const byType = new Map(entries.map((entry) => [Number(entry.type), entry]));

/** "Áudio", "Vídeo", "PDF"...; types outside the catalogue read "Outro formato". */
export const contentTypeLabel = (idContentType: number): string => {
  const entry = byType.get(idContentType);
  return entry ? shortName(entry.name) : sectionMessages.otherContentType;
};

/** The viewer that opens the type ("audio", "pdf"...), for an icon; undefined outside the catalogue. */
export const contentTypeRenderer = (idContentType: number): string | undefined =>
  byType.get(idContentType)?.renderer;
