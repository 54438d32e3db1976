// POST /assessment/{idSection} with the user's e-mail: the address of the section's assessment page
// (section type 43). A query, not a mutation: it changes nothing and the page may be reopened.
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors';
import { api } from './instance';
import { webAddress } from '../shared-rules/web-address';

export const assessmentQuery = (idSection: number, email: string) =>
  queryOptions({
    queryKey: ['assessment', idSection, email] as const,
    queryFn: async () => {
      const { url } = await api().request('POST', `/assessment/${idSection}`, {
        schema: 'api/assessment-response',
        body: { email },
      });
      // The page goes into a frame: an address that is no http(s) page fails like the call, so the
      // learner gets the same error and retry.
      const page = framePage(url);
      if (!page) throw new ApiError('http', 'the assessment address is not an http(s) page');
      return page;
    },
  });

/** Only http(s) pages, relative ones resolved against the app: never javascript: or data: in a frame. */
function framePage(raw: string): string | null {
  return webAddress(raw, window.location.href)?.href ?? null;
}
