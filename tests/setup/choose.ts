// A choice in a native <select> (src/ui/select), as a person makes it: by the select's label and the
// option's text, not by the value it stands for.
import { fireEvent, screen, within } from '@testing-library/react';

export function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const choice = within(select).getByRole('option', { name: option }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: choice.value } });
}
