import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import ExternalRedirect from './index';

const section = (contentLocation?: string): MenuSection => ({
  idSection: 175,
  idSectionType: 38,
  name: 'Portal de benefícios',
  contentLocation,
});

const renderRedirect = (contentLocation?: string) =>
  renderWithEngine(<ExternalRedirect section={section(contentLocation)} format={{}} items={[]} />);

afterEach(() => vi.restoreAllMocks());

describe('external redirect (section type 38)', () => {
  it('asks first, naming the host, and opens the address in a new tab on Continuar', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRedirect('https://beneficios.aurora.test/colaboradores?origem=app');
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Você será direcionado para um endereço externo: beneficios.aurora.test',
    );
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(open).toHaveBeenCalledWith(
      'https://beneficios.aurora.test/colaboradores?origem=app',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens nothing on Cancelar', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRedirect('http://intranet.aurora.test');
    fireEvent.click(screen.getByRole('button', { name: 'Acessar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('says "Endereço inválido" for anything but an http(s) address', () => {
    for (const location of ['javascript:alert(1)', '/demo/pagina.html', 'mailto:rh@aurora.test', undefined]) {
      const { unmount } = renderRedirect(location);
      expect(screen.getByText('Endereço inválido')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});
