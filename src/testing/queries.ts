import { screen, within } from '@testing-library/react';

/** The terms and the definitions shown in `container`'s description lists, as text. */
export function termsAndValues(container: HTMLElement) {
  const texts = (role: 'term' | 'definition') =>
    within(container)
      .getAllByRole(role)
      .map((element) => element.textContent);
  return { terms: texts('term'), values: texts('definition') };
}

/**
 * Matches the innermost element whose whole text is `text`, even when parts of it sit in child
 * elements (a History row's name is isolated in a `bdi` of its own, apart from the age).
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);

/** The texts of the options in `container`: the open list box unless told. */
export const optionTexts = async (container?: HTMLElement): Promise<(string | null)[]> =>
  within(container ?? (await screen.findByRole('listbox')))
    .getAllByRole('option')
    .map((option) => option.textContent);
