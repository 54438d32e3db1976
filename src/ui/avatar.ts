// Pure helpers of <Avatar>. The photo can come from a URL anyone can write (/PerfilUsuario?photo=),
// so only http(s) addresses and paths of this site are drawn.

import { isHttpAddress } from '../shared-rules/web-address';

/** "Ana Clara Batista" -> "AB"; "Ícaro" -> "Í"; blank -> "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

export function avatarSource(photo: string | undefined | null): string | undefined {
  const value = photo?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return isHttpAddress(value) ? value : undefined;
}
