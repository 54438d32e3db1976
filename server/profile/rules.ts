// The profile's checks (content-app.md 5): pure, each throwing a 400 refusal with the words the app
// shows beside the field. A blank CPF or phone clears it; anything else must pass the rules.
import type { FastifyRequest } from 'fastify';
import {
  formatCpf,
  formatPhone,
  isValidCpf,
  isValidPhone,
} from '../../src/shared-rules/brazilian-documents.ts';
import { profileContract } from '../../src/shared-rules/profile-messages.ts';
import { isHttpsAddress } from '../../src/shared-rules/web-address.ts';
import { authenticatedOf } from '../auth/session-guard.ts';
import type { UserRow } from '../auth/store.ts';
import { refuse } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import type { EditableField } from './store.ts';

export type Flag = 0 | 1;

export function checkedCpf(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  if (!isValidCpf(value)) return refuse(400, profileContract.cpfInvalid);
  return formatCpf(value);
}

export function checkedPhone(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === null || value.trim() === '') return null;
  if (!isValidPhone(value)) return refuse(400, profileContract.phoneInvalid);
  return formatPhone(value);
}

export function checkedName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return refuse(400, profileContract.nameRequired);
  return name;
}

/**
 * A photo is drawn by <img>: only a path of this site or an https address (the shared address rule;
 * the browser's avatar draws the same ones), never with white space in it.
 */
export function checkedPhoto(value: unknown): string | null {
  if (value === null || value === '') return null;
  const sitePath = typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
  if (typeof value === 'string' && !/\s/.test(value) && (sitePath || isHttpsAddress(value))) return value;
  return refuse(400, profileContract.invalidPhoto);
}

function checkedFlag(field: string, value: unknown): Flag {
  if (value === 0 || value === 1) return value;
  return refuse(400, `O campo "${field}" deve ser um destes valores: 0, 1.`);
}

/** The value of one field of PUT /users/editField/{idUser}, by the field's own rule. */
export function checkedFieldValue(
  field: EditableField,
  value: unknown,
  user: UserRow,
): string | number | null {
  if (typeof value === 'string' && value.length > 1000) return refuse(400, messages.invalidRequest);
  switch (field) {
    case 'photo':
      return checkedPhoto(value);
    case 'name':
      return checkedName(value);
    case 'cpf':
      return checkedCpf(typeof value === 'string' || value === null ? value : String(value), user.cpf);
    case 'phone':
      return checkedPhone(typeof value === 'string' || value === null ? value : String(value), user.phone);
    default:
      return checkedFlag(field, value);
  }
}

/** Owners only: the profile, its fields, the terms and the points are the user's own (403 for others). */
export function ownerOnly(request: FastifyRequest, idUser: number): void {
  if (authenticatedOf(request).session.idUser !== idUser) refuse(403, messages.forbidden);
}

/** learning-area.md 6 / content-app.md 5: admin 1 or 2 may read any profile of the tenant. */
export const isAdmin = (user: Pick<UserRow, 'admin'> | undefined) => user?.admin === 1 || user?.admin === 2;
