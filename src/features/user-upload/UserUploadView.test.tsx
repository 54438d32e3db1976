import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { UserUpload } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import UserUploadScreen from './index';
import { UserUploadView } from './UserUploadView';

const base: UserUpload = {
  idUserUpload: 5002,
  idSection: 171,
  title: 'Apresentação da convenção de vendas',
  name: 'Rafael Nunes',
  description: 'Os slides da convenção de março.',
  mimetype: 'application/pdf',
  extension: 'pdf',
  url: '/demo/playbook-comercial.pdf',
};

const hint = 'Para baixar o arquivo anexado ao post clique no botão abaixo.';

describe('user upload view: the DOWNLOAD branch by mimetype', () => {
  it('shows title, author and description', () => {
    renderWithEngine(<UserUploadView upload={base} />);
    expect(screen.getByRole('heading', { level: 1, name: base.title })).toBeTruthy();
    expect(screen.getByText('Rafael Nunes')).toBeTruthy();
    expect(screen.getByText('Os slides da convenção de março.')).toBeTruthy();
  });

  it("shows the editor's rich description sanitised: its formats and links, never a script", () => {
    const { container } = renderWithEngine(
      <UserUploadView
        upload={{
          ...base,
          description:
            '<p><b>Slides</b> em <a href="https://www.aurora.example/">www.aurora.example</a></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        }}
      />,
    );
    expect(screen.getByText('Slides').tagName).toBe('B');
    const link = screen.getByRole('link', { name: 'www.aurora.example' });
    expect(link.getAttribute('href')).toBe('https://www.aurora.example/');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('offers any other file as a DOWNLOAD link to its url, in a new tab', () => {
    renderWithEngine(<UserUploadView upload={base} />);
    expect(screen.getByText(hint)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'DOWNLOAD' });
    expect(link.getAttribute('href')).toBe('/demo/playbook-comercial.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows an image mimetype as an image, without a download', () => {
    renderWithEngine(<UserUploadView upload={{ ...base, mimetype: 'image/png', url: '/demo/foto.png' }} />);
    expect(screen.getByRole('img', { name: base.title }).getAttribute('src')).toBe('/demo/foto.png');
    expect(screen.queryByRole('link', { name: 'DOWNLOAD' })).toBeNull();
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('plays a video mimetype with controls, without a download', () => {
    const { container } = renderWithEngine(
      <UserUploadView upload={{ ...base, mimetype: 'video/mp4', url: 'https://media.test/tour.mp4' }} />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://media.test/tour.mp4');
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('link', { name: 'DOWNLOAD' })).toBeNull();
  });

  describe('a video that cannot play', () => {
    afterEach(() => vi.restoreAllMocks());
    const video = { ...base, mimetype: 'video/mp4', url: 'https://media.test/tour.mp4' };

    it('says "Não foi possível reproduzir este vídeo." with "Tentar novamente" in its place', () => {
      const { container } = renderWithEngine(<UserUploadView upload={video} />);
      const element = container.querySelector('video') as HTMLVideoElement;
      expect(screen.queryByRole('alert')).toBeNull();
      fireEvent.error(element);
      expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
      // No dead control bar; the post itself stays.
      expect(element.hidden).toBe(true);
      expect(screen.getByRole('heading', { level: 1, name: base.title })).toBeTruthy();
    });

    it('"Tentar novamente" loads the file again where it stopped and plays', () => {
      const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      const { container } = renderWithEngine(<UserUploadView upload={video} />);
      const element = container.querySelector('video') as HTMLVideoElement;
      element.currentTime = 3;
      fireEvent.error(element);
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(load).toHaveBeenCalledTimes(1);
      expect(element.currentTime).toBe(3);
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(element.hidden).toBe(false);
    });
  });
});

describe('/userupload/{idUserUpload}', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  const renderScreen = (answer: () => unknown) => {
    api = installFakeApi(answer);
    return renderWithEngine(
      <Routes>
        <Route path="/userupload/:idUserUpload" element={<UserUploadScreen />} />
      </Routes>,
      { route: '/userupload/5002?idSection=171' },
    );
  };

  it('loads GET /userupload/{id}', async () => {
    renderScreen(() => ({ success: true, data: base }));
    expect(await screen.findByRole('heading', { name: base.title })).toBeTruthy();
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/userupload/5002']);
  });

  it('says "Houve algum erro durante o carregamento das informações" when it fails', async () => {
    renderScreen(() => json(404, { success: false, message: 'Arquivo enviado não encontrado.' }));
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
  });
});
