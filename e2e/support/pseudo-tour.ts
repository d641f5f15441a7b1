import type { Page } from 'playwright-core';

/**
 * The pseudo-language's tour: every message accented and about 40% longer, so a text that still
 * reads plain English was missed by the catalogs, and one wider than its box is cut off.
 */

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1440, height: 1000 };

/** Accented letters in either case (a button's text may be shown in capitals), or padding. */
export const PSEUDO = /[àçéïñôšûýžÀÇÉÏÑÔŠÛÝŽÅÎÖÜẋẊ]/;

/** An alert's text (and buttons under it), wherever the stack is drawn. */
export const ALERT_TEXT = '[role="region"][aria-label] .MuiAlert-message';
export const ALERTS = [ALERT_TEXT];

/**
 * Texts in these places with two letters in a row and no letter of the pseudo-language, and
 * texts wider than their box. A list's option is read though the list is closed; names, values
 * and stories are data and are not among the places looked at.
 */
function findProblems(page: Page, selectors: string[]) {
  return page.evaluate(
    ({ all, pseudo }) => {
      const accented = new RegExp(pseudo);
      const english: string[] = [];
      const cut: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(all.join(', '))) {
        const option = element.tagName === 'OPTION';
        if (!option && element.getBoundingClientRect().width === 0) continue;
        const text = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim();
        if (/[A-Za-z]{2}/.test(text) && !accented.test(text)) english.push(text);
        if (!option && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
          cut.push(text);
        }
      }
      return { english, cut };
    },
    { all: selectors, pseudo: PSEUDO.source },
  );
}

/** Expects no English and nothing cut off in these places. */
export async function expectTranslated(page: Page, selectors: string[]): Promise<void> {
  expect(await findProblems(page, selectors)).toEqual({ english: [], cut: [] });
}
