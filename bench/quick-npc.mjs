/* global document, window, requestAnimationFrame */
// Quick NPC, measured: Ctrl+K to the dialog's first NPC painted (the first time with its code's
// download, then again), and each key typed into `Who do you need?` from the key press to the
// next paint, counting the keys after which a new NPC is on the card (those that finish a word).

/** Typed a key at a time; "dwarf", "smith", "old" and "woman" each bring new NPCs. */
const WORDS = 'dwarf smith old woman';

/** Arms the timer for the next key: key press → the frame after the field's change painted. */
function armKeyTimer() {
  const input = document.querySelector('[role="dialog"] input[role="combobox"]');
  const card = () => document.querySelector('[role="dialog"] article');
  const timer = {
    keyAt: null,
    paintedAt: null,
    before: card()?.getAttribute('data-npc-id') ?? null,
    after: null,
  };
  window.__quickNpcKey = timer;
  document.addEventListener(
    'keydown',
    (event) => {
      if (timer.keyAt === null) timer.keyAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  input.addEventListener(
    'input',
    () => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          timer.paintedAt = performance.now();
          timer.after = card()?.getAttribute('data-npc-id') ?? null;
        };
        channel.port2.postMessage(null);
      });
    },
    { once: true },
  );
}

function readKeyTimer() {
  const timer = window.__quickNpcKey;
  if (!timer || timer.paintedAt === null || timer.keyAt === null) return null;
  return { keyToPaint: timer.paintedAt - timer.keyAt, newNpc: timer.after !== timer.before };
}

/** Arms the timer for Ctrl+K: key press → the frame after the dialog's card is in the page. */
function armOpenTimer() {
  const timer = { keyAt: null, paintedAt: null };
  window.__quickNpcOpen = timer;
  document.addEventListener(
    'keydown',
    (event) => {
      if (timer.keyAt !== null) return;
      timer.keyAt = event.timeStamp;
      const look = () => {
        if (!document.querySelector('[role="dialog"] article[data-npc-id]')) {
          requestAnimationFrame(look);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          timer.paintedAt = performance.now();
        };
        requestAnimationFrame(() => channel.port2.postMessage(null));
      };
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

function readOpenTimer() {
  const timer = window.__quickNpcOpen;
  return timer && timer.paintedAt !== null ? timer.paintedAt - timer.keyAt : null;
}

async function openDialog(page) {
  await page.evaluate(armOpenTimer);
  await page.keyboard.press('Control+k');
  const handle = await page.waitForFunction(readOpenTimer, undefined, { timeout: 30000 });
  return handle.jsonValue();
}

/**
 * One run under `condition`: the home screen, Quick NPC opened twice (the first with the code's
 * download), and the words typed a key at a time.
 */
export async function measureQuickNpc({ withFreshPage, baseUrl, screen, condition }) {
  return withFreshPage(condition, screen, {}, async ({ page }) => {
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean(window.__bench && window.__bench.ready), undefined, {
      timeout: 45000,
    });
    const openCold = await openDialog(page);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    const openWarm = await openDialog(page);
    const keys = [];
    for (const character of WORDS) {
      await page.evaluate(armKeyTimer);
      await page.keyboard.press(character === ' ' ? 'Space' : character);
      const handle = await page.waitForFunction(readKeyTimer, undefined, { timeout: 30000 });
      keys.push({ key: character, ...(await handle.jsonValue()) });
    }
    return { openCold, openWarm, keys };
  });
}

export function logQuickNpc(run, results, log) {
  for (const [condition, result] of Object.entries(results)) {
    const npcKeys = result.keys.filter((k) => k.newNpc);
    log(
      `run ${run} ${condition.padEnd(11)} Quick NPC: Ctrl+K to the card ${result.openCold.toFixed(1)} ms ` +
        `(code downloaded), then ${result.openWarm.toFixed(1)} ms; keys bringing a new NPC ` +
        `${npcKeys.map((k) => k.keyToPaint.toFixed(1)).join(' / ')} ms`,
    );
  }
}

export function quickNpcRows(runs, budgetRow, startSection, budgets) {
  startSection('Quick NPC (home screen)');
  const keys = (condition, newNpc) =>
    runs
      .flatMap((r) => r[condition].keys.filter((k) => k.newNpc === newNpc))
      .map((k) => k.keyToPaint);
  budgetRow(
    '  unthrottled: keystroke → new NPC card painted',
    'ms',
    keys('unthrottled', true),
    budgets.quickNpcKeyMs,
  );
  budgetRow(
    '  slow phone: keystroke → new NPC card painted',
    'ms',
    keys('throttled', true),
    budgets.quickNpcKeyThrottledMs,
  );
  budgetRow('  unthrottled: other keystrokes → painted (info)', 'ms', keys('unthrottled', false));
  budgetRow('  slow phone: other keystrokes → painted (info)', 'ms', keys('throttled', false));
  for (const condition of ['unthrottled', 'throttled']) {
    const label = condition === 'throttled' ? 'slow phone' : 'unthrottled';
    budgetRow(
      `  ${label}: Ctrl+K → card, first (code downloaded) (info)`,
      'ms',
      runs.map((r) => r[condition].openCold),
    );
    budgetRow(
      `  ${label}: Ctrl+K → card, again (info)`,
      'ms',
      runs.map((r) => r[condition].openWarm),
    );
  }
}
