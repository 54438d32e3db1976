import { describe, expect, it } from 'vitest';
import type { LoginInfo } from '../../generated/types';
import { owesTerms } from './owesTerms';

const info = (patch: Partial<LoginInfo>): LoginInfo => ({
  idUser: 4,
  idApp: 2,
  idCompany: 2,
  name: 'Nina Nogueira',
  email: 'nina@horizonte.test',
  lastLogin: '2026-11-28T12:00:00.000Z',
  admin: 0,
  ...patch,
});
const term = { idTermOfResponsibility: 1, versionNumber: 1, title: 'Dados de clientes', text: '<p>…</p>' };

describe('owesTerms (learning-area.md 4.12)', () => {
  it('a tenant without terms owes nothing', () => {
    expect(owesTerms(info({}), false)).toBe(false);
    expect(owesTerms(info({ userLicenceTermsAccepted: 0 }), false)).toBe(false);
  });
  it('the agreement is owed until its current version is accepted', () => {
    expect(owesTerms(info({ agreementVersion: '2', userLicenceTermsAccepted: 0 }), false)).toBe(true);
    expect(owesTerms(info({ agreementVersion: '2' }), false)).toBe(true);
    expect(owesTerms(info({ agreementVersion: '2', userLicenceTermsAccepted: 1 }), false)).toBe(false);
  });
  it('a responsibility term left to sign is owed, whatever the agreement', () => {
    expect(owesTerms(info({ responsibilityTerms: [term] }), false)).toBe(true);
    expect(owesTerms(info({ responsibilityTerms: [] }), false)).toBe(false);
  });
  it('a refusal of the server for the terms is believed over the stored login info', () => {
    expect(owesTerms(info({ agreementVersion: '2', userLicenceTermsAccepted: 1 }), true)).toBe(true);
  });
});
