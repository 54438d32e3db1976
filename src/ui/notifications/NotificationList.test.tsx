import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationList } from './NotificationList';

describe('NotificationList', () => {
  it("shows a notification's description as words, never its tags", () => {
    const item = {
      idContentItem: 9,
      idContentType: 3,
      text: 'Recado da semana',
      description: '<p>Reunião <strong>geral</strong> na sexta.</p>',
    };
    render(
      <MemoryRouter>
        <NotificationList items={[{ ok: true, value: item, index: 0 }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Reunião geral na sexta.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('<');
  });
});
