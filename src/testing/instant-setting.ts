import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `option` in the setting `name` and checks what a user sees: it is shown at once, nothing
 * waits for Save, and the browser keeps it (`storage` holds `stored` under `key`).
 */
export async function pickInstantSetting(
  user: UserEvent,
  storage: Pick<Storage, 'getItem'>,
  name: string,
  option: string,
  [key, stored]: [key: string, stored: string],
) {
  const select = () => screen.getByRole('combobox', { name });
  await user.click(select());
  await user.click(screen.getByRole('option', { name: option }));
  expect(storage.getItem(key)).toBe(stored);
  expect(select()).toHaveTextContent(option);
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
}
