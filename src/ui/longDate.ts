// Dates written out in pt-BR (content-app.md 9), e.g. "22 de novembro de 2026".
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** The day of an ISO date-time in the reader's time zone, or undefined when it does not parse. */
export function formatLongDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = parseISO(iso);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy", { locale: ptBR }) : undefined;
}
