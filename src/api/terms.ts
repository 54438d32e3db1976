// The terms' calls (learning-area.md 7.9; content-app.md 7; server/terms/routes.ts).
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';

export const termsQuery = () =>
  queryOptions({
    queryKey: ['terms'],
    queryFn: () => api().request('GET', '/learning/terms/', { schema: 'api/terms-response' }),
    // What is owed changes only by answering it: asked once per gate.
    staleTime: Infinity,
    gcTime: 0,
  });

/** The agreement accepted (its current version, stored by the server) and the communication consent. */
export const acceptAgreement = (idUser: number, communicationAccepted: boolean) =>
  api().request('PUT', `/users/agreement/${idUser}`, {
    schema: 'api/message-response',
    body: { communicationAccepted: communicationAccepted ? 1 : 0, userLicenceTermsAccepted: 1 },
  });

export const signResponsibilityTerm = (idTermOfResponsibility: number, versionNumber: number) =>
  api().request('POST', `/learning/terms/${idTermOfResponsibility}/${versionNumber}`, {
    schema: 'api/message-response',
  });
