/* global document, window */
// Generate several, measured: a group of 12 rolled offline (click on Generate group to the twelve
// members painted, the group's code already downloaded), and a group of 4 written by a model on
// loopback that answers at once (click to the fourth member written and the screen idle).
import http from 'node:http';

/** A model on loopback speaking Ollama's protocol: each reply a whole character at once. */
export async function startLoopbackModel() {
  let calls = 0;
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST' || !request.url?.startsWith('/api/generate')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"models":[]}');
      return;
    }
    request.resume();
    request.on('end', () => {
      calls += 1;
      const name = `Bench${calls}`;
      const reply = {
        firstName: name,
        lastName: 'Loopback',
        epithet: 'The Measured',
        occupation: 'River pilot',
        summary: 'A river pilot. Wants to chart the flooded reaches.',
        look: 'Sun-browned.',
        voice: 'Soft.',
        traits: ['Watchful', 'Dry', 'Restless'],
        ideal: 'Maps for all.',
        bond: 'An old mentor.',
        flaw: 'Wagers on weather.',
        secret: 'Sank a barge.',
        background: { title: 'The Road', content: [`${name} was born by the river.`] },
      };
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.write(`${JSON.stringify({ response: JSON.stringify(reply), done: false })}\n`);
      response.end(`${JSON.stringify({ response: '', done: true })}\n`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Opens the panel, asks for `size` of `kind`, and times the click to the group done. */
async function timeGroup(page, size, kind, written) {
  await page.getByRole('button', { name: 'Generate several' }).click();
  const panel = page.getByRole('dialog', { name: 'Generate several' });
  await panel.getByLabel('How many').fill(String(size));
  await panel.getByLabel('Group').selectOption(kind);
  const before = await page.evaluate(
    () => document.querySelector('#group-heading')?.nextElementSibling?.textContent ?? '',
  );
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        window.__groupClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await panel.getByRole('button', { name: 'Generate group' }).click();
  await page.waitForFunction(
    groupDone,
    { before, size, written },
    { timeout: 60000, polling: 'raf' },
  );
  return page.evaluate(() => performance.now() - window.__groupClickAt);
}

/** Presses Generate (the delay at 0) and times the click to the new name on the card. */
async function timeGenerate(page) {
  const before = await page.evaluate(
    () => document.querySelector('article[aria-label="Character"] h2').textContent,
  );
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        window.__groupClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await page
    .locator('article[aria-label="Character"]')
    .getByRole('button', { name: 'Generate', exact: true })
    .click();
  await page.waitForFunction(
    (was) => document.querySelector('article[aria-label="Character"] h2').textContent !== was,
    before,
    { timeout: 60000, polling: 'raf' },
  );
  const time = await page.evaluate(() => performance.now() - window.__groupClickAt);
  // The card is idle again before the next press.
  await page.waitForFunction(
    () =>
      document.querySelector('article[aria-label="Character"]').getAttribute('aria-busy') ===
      'false',
  );
  return time;
}

/**
 * The new group's members are all on the screen; with `written`, the model has written each
 * (the loopback model's last name) and its progress is gone. Whole, as it runs in the page.
 */
function groupDone({ before, size, written }) {
  const heading = document.querySelector('#group-heading');
  const name = heading?.nextElementSibling?.textContent;
  const names = [...document.querySelectorAll('[aria-label="Members"] > li h3')];
  if (name === undefined || name === before || names.length !== size) return false;
  if (!written) return true;
  return (
    !heading.parentElement.querySelector('[role="status"]') &&
    names.every((h) => h.textContent.endsWith('Loopback'))
  );
}

/**
 * One run: a group of 12 offline three times (the first downloads the group's code), and a
 * group of 4 through the loopback model three times.
 */
export async function measureGroups({ withFreshPage, baseUrl, screen, delayKey }) {
  const offline = await withFreshPage(null, screen, { [delayKey]: '0' }, async ({ page }) => {
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push(await timeGroup(page, 12, 'Any', false));
    // One character by Generate in the same page, to read the group's figure against.
    const single = [];
    for (let i = 0; i < 3; i += 1) single.push(await timeGenerate(page));
    return { cold: times[0], warm: times.slice(1), single };
  });
  const model = await startLoopbackModel();
  try {
    const storage = { [delayKey]: '0', useOllamaAPI: 'true', ollamaEndpoint: model.url };
    const written = await withFreshPage(null, screen, storage, async ({ page }) => {
      await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
      const times = [];
      for (let i = 0; i < 3; i += 1) times.push(await timeGroup(page, 4, 'Party', true));
      return { times: times.slice(1), calls: model.calls() };
    });
    return { offline, model: written };
  } finally {
    await model.close();
  }
}

export function logGroups(run, result, log) {
  log(
    `run ${run} groups: 12 offline ${result.offline.warm.map((t) => t.toFixed(1)).join(' / ')} ms ` +
      `(first, with the code's download, ${result.offline.cold.toFixed(1)} ms); ` +
      `4 through the loopback model ${result.model.times.map((t) => t.toFixed(1)).join(' / ')} ms ` +
      `(${result.model.calls} model calls)`,
  );
}

export function groupRows(groups, budgetRow, startSection, budgets) {
  startSection('Generate several, unthrottled');
  budgetRow(
    '  group of 12 offline, click to members painted',
    'ms',
    groups.flatMap((g) => g.offline.warm),
    budgets.group12OfflineMs,
  );
  budgetRow(
    '  group of 12 offline, first (code downloaded) (info)',
    'ms',
    groups.map((g) => g.offline.cold),
  );
  budgetRow(
    '  one character by Generate, same page, delay 0 (info)',
    'ms',
    groups.flatMap((g) => g.offline.single),
  );
  budgetRow(
    '  group of 4, loopback model (delay 0), click to all written',
    'ms',
    groups.flatMap((g) => g.model.times),
    budgets.group4ModelMs,
  );
}
