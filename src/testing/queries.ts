import { within } from '@testing-library/react';

/** The terms and the definitions shown in `container`'s description lists, as text. */
export function termsAndValues(container: HTMLElement) {
  const texts = (role: 'term' | 'definition') =>
    within(container)
      .getAllByRole(role)
      .map((element) => element.textContent);
  return { terms: texts('term'), values: texts('definition') };
}
