import { describe, expect, it } from 'vitest';
import { formatCpf, formatPhone, isValidCpf, isValidPhone } from './brazilian-documents';
import { AVATAR_SIZE, centredCrop, clampCrop, panBy, sourceSquare, zoomTo } from './crop';
import { changesOf, notificationRules, validateProfile, type ProfileFormValues } from './profileForm';

describe('CPF', () => {
  it('masks 000.000.000-00 as the user types', () => {
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(formatCpf('abc52998224725')).toBe('529.982.247-25');
  });

  it('checks both check digits, with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('529.982.247')).toBe(false);
    expect(isValidCpf('529-982-247.25')).toBe(false);
  });
});

describe('phone', () => {
  it('masks (99) 99999-9999, or (99) 9999-9999 for a landline', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
  });

  it('follows the Brazilian pattern', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(19) 3232-1234')).toBe(true);
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(01) 98765-4321')).toBe(false);
    expect(isValidPhone('(11) 88765-4321')).toBe(false);
    expect(isValidPhone('(11) 9876-543')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(false);
  });
});

const values = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: 'Ana Souza',
  cpf: '',
  phone: '',
  communicationAccepted: true,
  emailNotification: true,
  smsNotification: false,
  ...patch,
});

describe('the personal data form', () => {
  it('requires the name; CPF and phone may be empty but not wrong', () => {
    expect(validateProfile(values())).toEqual({});
    expect(validateProfile(values({ name: '  ', cpf: '123', phone: '(11) 1234' }))).toEqual({
      name: 'Nome é um campo obrigatório.',
      cpf: 'CPF inválido',
      phone: 'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999',
    });
  });

  it('sends trimmed text and 0/1 flags', () => {
    expect(changesOf(values({ name: ' Ana ', smsNotification: true }))).toEqual({
      name: 'Ana',
      cpf: '',
      phone: '',
      communicationAccepted: 1,
      emailNotification: 1,
      smsNotification: 1,
    });
  });

  it('disables the notifications as the spec codes it', () => {
    expect(notificationRules(values())).toEqual({ emailDisabled: false, smsDisabled: true });
    expect(notificationRules(values({ smsNotification: true }))).toEqual({
      emailDisabled: true,
      smsDisabled: false,
    });
    expect(notificationRules(values({ communicationAccepted: false, smsNotification: true }))).toEqual({
      emailDisabled: true,
      smsDisabled: true,
    });
  });
});

describe('the square crop', () => {
  const wide = { width: 800, height: 400 };
  const view = 200;

  it('starts centred, covering the square with the short side', () => {
    const crop = centredCrop(wide, view);
    expect(crop).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(sourceSquare(crop, wide, view)).toEqual({ sx: 200, sy: 0, size: 400 });
  });

  it('never leaves a gap when panning', () => {
    const crop = centredCrop(wide, view);
    expect(panBy(crop, 500, 0, wide, view)).toMatchObject({ x: 0, y: 0 });
    expect(panBy(crop, -500, 30, wide, view)).toMatchObject({ x: -200, y: 0 });
  });

  it('zooms around the centre, between 1 and 4', () => {
    const crop = zoomTo(centredCrop(wide, view), 2, wide, view);
    expect(crop).toEqual({ zoom: 2, x: -300, y: -100 });
    // The centre of the view still shows the centre of the image.
    const { sx, sy, size } = sourceSquare(crop, wide, view);
    expect(sx + size / 2).toBe(400);
    expect(sy + size / 2).toBe(200);
    expect(zoomTo(crop, 9, wide, view).zoom).toBe(4);
    expect(clampCrop({ zoom: 0.2, x: 50, y: 50 }, wide, view)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('exports the avatar at 250x250', () => {
    expect(AVATAR_SIZE).toBe(250);
  });
});
