import { within } from '@testing-library/react';

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
