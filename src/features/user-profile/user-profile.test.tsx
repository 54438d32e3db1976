import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithEngine } from '../../../tests/setup/engine';
import { userProfilePath } from '../../paths/paths';
import UserProfile from './index';
import { hrefOf } from '../../../tests/setup/queries';

const open = (route: string) => renderWithEngine(<UserProfile />, { route });

describe("/PerfilUsuario (another user's profile)", () => {
  it('shows the photo, the name and the e-mail as a mailto link, from the query string alone', () => {
    const { container } = open(
      userProfilePath({ name: 'Ana Souza', email: 'ana@aurora.test', photo: '/demo/avatar-ana.svg' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeTruthy();
    expect(hrefOf('ana@aurora.test')).toBe('mailto:ana@aurora.test');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/avatar-ana.svg');
  });

  it('draws the initials when there is no photo, or when the photo is not a web address', () => {
    const { container } = open(
      '/PerfilUsuario?nome=%C3%89rica%20Tavares&email=erica%40aurora.test&photo=javascript%3Aalert(1)',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Érica Tavares' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('ÉT')).toBeTruthy();
  });

  it('does not turn a text that is not an e-mail into a link', () => {
    open('/PerfilUsuario?nome=Ana&email=ana%40x.test%3Fsubject%3Doi&photo=');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('ana@x.test?subject=oi')).toBeTruthy();
  });

  it('says so when the query has no name', () => {
    open('/PerfilUsuario');
    expect(screen.getByText('Perfil não encontrado.')).toBeTruthy();
  });
});
