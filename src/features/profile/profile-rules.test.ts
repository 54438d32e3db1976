import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, centredCrop, clampCrop, panBy, sourceSquare, zoomTo } from './crop';
import {
  changesOf,
  notificationRules,
  profileFormSchemaFor,
  profileWordings,
  validateProfile,
  type ProfileFormValues,
  type ProfileWording,
} from './profileForm';

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

describe('the edit screens’ words (content-app.md 4, 5)', () => {
  it('the edit screens name a wrong CPF their way; the style-edit one saves with "Salvo com sucesso!"', () => {
    const wrong = values({ cpf: '123' });
    const cpfError = (wording: ProfileWording) =>
      profileFormSchemaFor(wording)
        .safeParse(wrong)
        .error?.issues.map((issue) => issue.message);
    expect(cpfError(profileWordings.profile)).toEqual(['CPF inválido']);
    expect(cpfError(profileWordings.edit)).toEqual(['CPF invalido, por favor formate corretamente.']);
    expect(cpfError(profileWordings.styleEdit)).toEqual(['CPF invalido, por favor formate corretamente.']);
    expect(profileWordings.styleEdit.saved).toBe('Salvo com sucesso!');
    expect(profileWordings.edit.saved).toBe('Perfil atualizado com sucesso');
  });
});
