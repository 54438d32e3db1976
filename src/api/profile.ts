// The profile's calls (content-app.md 7): GET/PUT /users/{id}, PUT /users/editField/{idUser}, the
// upload service, and the campaigns of "Meus Pontos". Loaded only with the profile screen.
import { queryOptions } from '@tanstack/react-query';
import type { User } from '../generated/types';
import { api } from './instance';

export const profileKeys = {
  user: (idUser: number) => ['users', idUser] as const,
  campaigns: ['campaign', 'list'] as const,
  userPoints: (idUser: number, idCampaign: number | null) =>
    ['campaign', 'userpoints', idUser, idCampaign ?? 'todos'] as const,
};

export const userQuery = (idUser: number) =>
  queryOptions({
    queryKey: profileKeys.user(idUser),
    queryFn: async () =>
      (await api().request('GET', `/users/${idUser}`, { schema: 'api/user-response' })).user,
  });

/** What the "Dados pessoais" form sends; the e-mail is read-only and not sent. */
export interface ProfileChanges {
  name: string;
  cpf: string;
  phone: string;
  communicationAccepted: 0 | 1;
  emailNotification: 0 | 1;
  smsNotification: 0 | 1;
}

/** Resolves with the server's message; rejects with an ApiError carrying the server's message. */
export async function saveProfile(idUser: number, changes: ProfileChanges): Promise<string | undefined> {
  const answer = await api().request('PUT', `/users/${idUser}`, {
    schema: 'api/message-response',
    body: changes,
  });
  return answer.message;
}

export async function editField(idUser: number, field: keyof User, value: string | number | null) {
  await api().request('PUT', `/users/editField/${idUser}`, {
    schema: 'api/message-response',
    body: { field, value },
  });
}

/** The upload service: multipart fileData, fileName and token; answers the file's address. */
export async function uploadFile(file: Blob, fileName: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('token', token);
  form.append('fileData', file, fileName);
  return (await api().request('POST', '/upload', { schema: 'api/upload-response', body: form })).url;
}

export const campaignsQuery = () =>
  queryOptions({
    queryKey: profileKeys.campaigns,
    queryFn: async () =>
      (await api().request('GET', '/campaign/listcampaigns', { schema: 'api/campaign-list-response' }))
        .campaigns,
  });

/** idCampaign null is "Todos": the activities of every campaign. */
export const userPointsQuery = (idUser: number, idCampaign: number | null) =>
  queryOptions({
    queryKey: profileKeys.userPoints(idUser, idCampaign),
    queryFn: () =>
      api().request('POST', '/campaign/listcampaignuserpoints', {
        schema: 'api/campaign-user-points-response',
        body: idCampaign === null ? { idUser } : { idCampaign, idUser },
      }),
  });
