// /PerfilUsuario?nome=&email=&photo= (content-app.md 2.1 and 9): another user's profile is read
// from the query string alone, a contract kept as is. Every value is URL-encoded; photo is always
// present, empty when the person has none.
export const USER_PROFILE_ROUTE = 'PerfilUsuario';

export interface ProfileQuery {
  name: string;
  email: string;
  photo?: string;
}

export function userProfilePath({ name, email, photo }: ProfileQuery): string {
  const value = (text: string | undefined) => encodeURIComponent(text ?? '');
  return `/${USER_PROFILE_ROUTE}?nome=${value(name)}&email=${value(email)}&photo=${value(photo)}`;
}

export function readProfileQuery(search: string | URLSearchParams): ProfileQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const photo = params.get('photo')?.trim();
  return {
    name: params.get('nome')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    ...(photo ? { photo } : {}),
  };
}
