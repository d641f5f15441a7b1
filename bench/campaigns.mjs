/* global document, window, requestAnimationFrame */
// My Characters with a large library filed in campaigns: the `Campaign` filter changed, from the
// change to the next frame painted with the new list, in the carousel, the grid and the list.

/** The library: this many saved characters, in this many campaigns (one to three each). */
export const CAMPAIGN_LIBRARY_SIZE = 2000;
export const CAMPAIGN_COUNT = 30;

/** The campaigns, and the characters filed in them and tagged, for the page's storage. */
export function campaignLibrary(savedCharacters) {
  const campaigns = Array.from({ length: CAMPAIGN_COUNT }, (_, i) => ({
    id: `bench-campaign-${i + 1}`,
    name: `Campaign ${i + 1}`,
  }));
  const characters = savedCharacters(CAMPAIGN_LIBRARY_SIZE).map((character, i) => ({
    ...character,
    campaigns: Array.from(
      { length: 1 + (i % 3) },
      (_, k) => campaigns[(i * 7 + k * 11) % CAMPAIGN_COUNT].id,
    ),
    tags: [['villain', 'harbour'], ['guild'], []][i % 3],
  }));
  return {
    campaigns,
    storage: { characters: JSON.stringify(characters), campaigns: JSON.stringify(campaigns) },
  };
}

/** Arms the timer: the filter's change → the frame after the list it brings is painted. */
function armFilterTimer() {
  const timer = { changedAt: null, paintedAt: null, shown: null };
  window.__campaignFilter = timer;
  document.addEventListener(
    'change',
    (event) => {
      timer.changedAt = event.timeStamp;
      // React renders the filtered list in the change's own task; the frame after it shows it.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          timer.paintedAt = performance.now();
          // Cards in the carousel and the grid, rows in the list: the list did change.
          timer.shown = document.querySelectorAll(
            '[aria-label="Saved characters"] article, [aria-label="Saved characters"] tr[data-index]',
          ).length;
        };
        channel.port2.postMessage(null);
      });
    },
    { capture: true, once: true },
  );
}

function readFilterTimer() {
  const timer = window.__campaignFilter;
  return timer && timer.paintedAt !== null
    ? { changeToPaint: timer.paintedAt - timer.changedAt, shown: timer.shown }
    : null;
}

/** The filter's choices, in order: several campaigns, no campaign, then every campaign again. */
const CHOICES = [
  'bench-campaign-1',
  'bench-campaign-12',
  'bench-campaign-30',
  '*none',
  'bench-campaign-7',
  '*all',
];

/**
 * One run, unthrottled: each view of My Characters with the campaign library, the filter set to
 * each of CHOICES in turn; the names shown first after each change say the list did change.
 */
export async function measureCampaignFilter({ withFreshPage, baseUrl, screen, viewKey }) {
  const changes = [];
  for (const view of ['carousel', 'grid', 'list']) {
    await withFreshPage(null, screen, { [viewKey]: view }, async ({ page }) => {
      await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
      const filter = page.getByLabel('Campaign', { exact: true });
      await filter.waitFor({ timeout: 45000 });
      for (const choice of CHOICES) {
        await page.evaluate(armFilterTimer);
        await filter.selectOption(choice);
        const handle = await page.waitForFunction(readFilterTimer, undefined, { timeout: 30000 });
        changes.push({ view, choice, ...(await handle.jsonValue()) });
      }
      return {};
    });
  }
  return { changes };
}

export function logCampaignFilter(run, result, log) {
  const byView = (view) =>
    result.changes
      .filter((c) => c.view === view)
      .map((c) => c.changeToPaint.toFixed(1))
      .join(' / ');
  log(
    `run ${run} unthrottled /characters with ${CAMPAIGN_LIBRARY_SIZE} saved in ${CAMPAIGN_COUNT} ` +
      `campaigns: Campaign filter → painted ${['carousel', 'grid', 'list'].map((v) => `${v} ${byView(v)} ms`).join('; ')}`,
  );
}

export function campaignFilterRows(runs, budgetRow, startSection, budgets) {
  startSection(
    `/characters with ${CAMPAIGN_LIBRARY_SIZE} saved in ${CAMPAIGN_COUNT} campaigns, unthrottled`,
  );
  for (const view of ['carousel', 'grid', 'list']) {
    budgetRow(
      `  Campaign filter → list painted (${view})`,
      'ms',
      runs.flatMap((r) => r.changes.filter((c) => c.view === view).map((c) => c.changeToPaint)),
      budgets.campaignFilterMs,
    );
  }
}
