import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithEngine } from '../../../tests/setup/engine';
import { NotificationList } from './NotificationList';

describe('NotificationList', () => {
  it("shows a notification's description as words, never its tags", () => {
    const item = {
      idContentItem: 9,
      idContentType: 3,
      text: 'Recado da semana',
      description: '<p>Reunião <strong>geral</strong> na sexta.</p>',
    };
    renderWithEngine(<NotificationList items={[{ ok: true, value: item, index: 0 }]} />);
    expect(screen.getByText('Reunião geral na sexta.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('<');
  });
});
