// POST /assessment/{idSection} with the user's e-mail: the address of the section's assessment page
// (section type 43). A query, not a mutation: it changes nothing and the page may be reopened.
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const assessmentQuery = (idSection: number, email: string) =>
  queryOptions({
    queryKey: ['assessment', idSection, email] as const,
    queryFn: async () =>
      (
        await api().request('POST', `/assessment/${idSection}`, {
          schema: 'api/assessment-response',
          body: { email },
        })
      ).url,
  });
