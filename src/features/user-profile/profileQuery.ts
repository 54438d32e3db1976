// The person a /PerfilUsuario query names: the reverse of userProfilePath (src/paths/paths.ts), read
// here with the screen so the first paint does not carry it. paths.test.ts checks the round trip.
import type { ProfileQuery } from '../../paths/paths';

export function readProfileQuery(search: string | URLSearchParams): ProfileQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const photo = params.get('photo')?.trim();
  return {
    name: params.get('nome')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    ...(photo ? { photo } : {}),
  };
}
