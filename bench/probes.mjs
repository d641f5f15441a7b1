// Code that runs inside the page. Each function is handed to Playwright, which sends its source
// text to the browser, so each one is self-contained and uses browser globals only.
/* global window, document, MutationObserver, requestAnimationFrame, getComputedStyle, Element, addEventListener */

/**
 * Installed before any script of the page runs (page.addInitScript). Records the largest
 * contentful paint, every long task, and when the screen's main control is ready: in the DOM,
 * visible and enabled, and painted (the first frame after that, approximated by the task that
 * follows the next animation frame).
 * @param {{ ready: { selector: string, text?: string } , storage: Record<string, string> }} config
 */
export function installProbes(config) {
  if (window.top !== window) return;
  for (const [key, value] of Object.entries(config.storage)) localStorage.setItem(key, value);

  const bench = {
    fcp: null,
    cls: 0,
    lcp: null,
    lcpElement: null,
    lcpSize: null,
    longTasks: [],
    readyInDom: null,
    ready: null,
    handlersAttached: null,
    domContentLoaded: null,
  };
  window.__bench = bench;

  const describe = (element) => {
    if (!element) return null;
    const label = element.getAttribute('aria-label') || element.getAttribute('alt');
    const text = (element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.lcp = entry.startTime;
      bench.lcpSize = entry.size;
      bench.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });

  // Layout shift over the visit, as the browser scores it (shifts right after input excluded).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) bench.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.longTasks.push({
        start: Math.round(entry.startTime),
        duration: Math.round(entry.duration),
      });
    }
  }).observe({ type: 'longtask', buffered: true });

  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  // The page is painted from its HTML before the app runs: a control counts once the app has
  // taken over the page (it marks <html data-app="ready">).
  const readyControl = () =>
    document.documentElement.getAttribute('data-app') === 'ready'
      ? Array.from(document.querySelectorAll(config.ready.selector)).find(
          (element) =>
            (config.ready.text === undefined || element.textContent.trim() === config.ready.text) &&
            !element.disabled &&
            element.getAttribute('aria-disabled') !== 'true' &&
            visible(element),
        )
      : undefined;

  // A painted control the app adopts in a later pass answers a click from the start (the page
  // holds the click and the app carries it out), but its own handlers come with that pass: when
  // they are attached is recorded too (the app marks such a part data-adopted once it has).
  const watchHandlers = (element) => {
    const attached = () => {
      const part = element.closest('[data-later-part]');
      return !part || part.hasAttribute('data-adopted');
    };
    const poll = () => {
      if (!element.isConnected) return;
      if (attached()) bench.handlersAttached = performance.now();
      else setTimeout(poll, 5);
    };
    poll();
  };

  const observer = new MutationObserver(() => check());
  const check = () => {
    if (bench.readyInDom !== null || !document.body) return;
    const control = readyControl();
    if (!control) return;
    bench.readyInDom = performance.now();
    observer.disconnect();
    watchHandlers(control);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.ready = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', () => {
    bench.domContentLoaded = performance.now();
  });
}

/** The load figures recorded by installProbes. */
export function readProbes() {
  const bench = window.__bench;
  const navigation = performance.getEntriesByType('navigation')[0];
  const registered = performance.getEntriesByName('service-worker-register')[0];
  return {
    fcp: bench.fcp,
    cls: bench.cls,
    serviceWorkerRegisteredAt: registered ? registered.startTime : null,
    lcp: bench.lcp,
    lcpElement: bench.lcpElement,
    lcpSize: bench.lcpSize,
    ready: bench.ready,
    readyInDom: bench.readyInDom,
    handlersAttached: bench.handlersAttached,
    longTasks: bench.longTasks,
    domContentLoaded: bench.domContentLoaded,
    responseEnd: navigation ? navigation.responseEnd : null,
  };
}

/**
 * Arms the measurement of one Generate: the click's event time (trusted input from the bench's
 * mouse) to the frame that first shows a different name in the character card's heading.
 */
export function armGenerateTimer() {
  const card = document.querySelector('article[aria-label="Character"]');
  const before = card.querySelector('h2').textContent;
  // The story's title, under the name: drawn a moment after it for another character.
  const storyTitle = () => card.querySelector('section h4')?.textContent ?? null;
  const storyBefore = storyTitle();
  const timer = {
    clickAt: null,
    nameInDomAt: null,
    paintedAt: null,
    name: null,
    storyPaintedAt: null,
  };
  window.__generate = timer;
  const onClick = (event) => {
    if (timer.clickAt === null) timer.clickAt = event.timeStamp;
  };
  const afterNextPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    });
  document.addEventListener('click', onClick, { capture: true });
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('article[aria-label="Character"] h2');
    if (heading && heading.textContent !== before && timer.nameInDomAt === null) {
      timer.nameInDomAt = performance.now();
      timer.name = heading.textContent;
      document.removeEventListener('click', onClick, { capture: true });
      afterNextPaint(() => {
        timer.paintedAt = performance.now();
      });
    }
    if (timer.nameInDomAt !== null && storyTitle() !== storyBefore) {
      observer.disconnect();
      afterNextPaint(() => {
        timer.storyPaintedAt = performance.now();
      });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** The finished Generate measurement, or null while it is still running. */
export function readGenerateTimer() {
  const timer = window.__generate;
  if (!timer || timer.paintedAt === null || timer.clickAt === null) return null;
  return {
    clickToPaint: timer.paintedAt - timer.clickAt,
    clickToDom: timer.nameInDomAt - timer.clickAt,
    name: timer.name,
  };
}

/** True when the card is idle: not busy and Generate enabled. */
export function generatorIdle() {
  const card = document.querySelector('article[aria-label="Character"]');
  if (!card || card.getAttribute('aria-busy') !== 'false') return false;
  return Array.from(card.querySelectorAll('button')).some(
    (button) => button.textContent.trim() === 'Generate' && !button.disabled,
  );
}

/**
 * Presses Generate `count` times through the real button (a DOM click, which React handles like
 * any other), each time waiting until a new name is on the card and the card is idle again.
 * Returns how long it took and how many names changed.
 */
export async function generateMany(count) {
  const card = () => document.querySelector('article[aria-label="Character"]');
  const name = () => card().querySelector('h2').textContent;
  const idle = () => {
    const element = card();
    if (!element || element.getAttribute('aria-busy') !== 'false') return null;
    return (
      Array.from(element.querySelectorAll('button')).find(
        (button) => button.textContent.trim() === 'Generate' && !button.disabled,
      ) || null
    );
  };
  const waitFor = (predicate, timeoutMs) =>
    new Promise((resolve, reject) => {
      if (predicate()) return resolve();
      const observer = new MutationObserver(() => {
        if (!predicate()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        if (predicate()) resolve();
        else reject(new Error('Timed out waiting for the generator'));
      }, timeoutMs);
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    });

  const started = performance.now();
  let changed = 0;
  for (let i = 0; i < count; i += 1) {
    await waitFor(() => idle() !== null, 10000);
    const before = name();
    idle().click();
    await waitFor(() => name() !== before && idle() !== null, 10000);
    changed += 1;
  }
  return { ms: performance.now() - started, changed };
}

/** A few figures about the page after the generations. */
export function pageCounts() {
  const history = localStorage.getItem('characterHistory') || '';
  return {
    domNodes: document.getElementsByTagName('*').length,
    historyRows: document.querySelectorAll('[aria-label="Generated characters"] li').length,
    historyStoredChars: history.length,
    alerts: document.querySelectorAll('[role="region"][aria-label="Notifications"] .MuiAlert-root')
      .length,
  };
}

/**
 * Arms the timing of one keystroke in My Characters' search field: from the key's event time
 * (trusted input from the bench's keyboard) to the frame that shows the list for the new text.
 * The list is updated while the input event is handled, so the first frame after it shows it.
 */
export function armKeystrokeTimer() {
  const input = document.querySelector('input[type="search"]');
  const timer = { keyAt: null, paintedAt: null, cards: null, status: null, value: null };
  window.__keystroke = timer;
  const onKey = (event) => {
    if (timer.keyAt === null) timer.keyAt = event.timeStamp;
  };
  document.addEventListener('keydown', onKey, { capture: true, once: true });
  input.addEventListener(
    'input',
    () => {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          timer.paintedAt = performance.now();
          timer.value = input.value;
          // Cards in the carousel and the grid, rows in the list.
          timer.cards = document.querySelectorAll(
            '[aria-label="Saved characters"] article, [aria-label="Saved characters"] tr[data-index]',
          ).length;
          const status = document.querySelector('[role="status"]');
          timer.status = status ? status.textContent : null;
        };
        channel.port2.postMessage(null);
      });
    },
    { once: true },
  );
}

/** The finished keystroke measurement, or null while it is still running. */
export function readKeystrokeTimer() {
  const timer = window.__keystroke;
  if (!timer || timer.paintedAt === null || timer.keyAt === null) return null;
  return {
    keyToPaint: timer.paintedAt - timer.keyAt,
    value: timer.value,
    cards: timer.cards,
    status: timer.status,
  };
}

/**
 * Scrolls the page down for `durationMs`, a step each frame, and records every frame's length
 * and the long tasks meanwhile: how smooth the grid of saved characters scrolls.
 */
export async function scrollSteadily({ durationMs, stepPx }) {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const frames = [];
  let last = await frame();
  const end = last + durationMs;
  const startY = window.scrollY;
  while (last < end) {
    window.scrollBy(0, stepPx);
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  // Tasks are reported a little after they end.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  const headings = [...document.querySelectorAll('[aria-label="Saved characters"] article h2')];
  return {
    frames,
    longTasks,
    scrolledPx: window.scrollY - startY,
    cardsRendered: headings.length,
    domNodes: document.getElementsByTagName('*').length,
  };
}

/**
 * In the page, before its scripts: the first click on the control `selector` matches, and the
 * first frame after it that draws the control pressed (aria-pressed="true") or, for `moved`, with
 * its box moved (a switch's thumb), as window.__pressLook: `held` when the app had not taken the
 * page over at the press. The times are the page's own (the press as the browser received it).
 */
export function installPressLookProbe({ selector, look }) {
  const probe = { pressedAt: null, lookAt: null, held: null };
  window.__pressLook = probe;
  const box = () => document.querySelector(selector)?.parentElement?.getBoundingClientRect().x;
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(selector) : null;
      if (!target || probe.pressedAt !== null) return;
      probe.pressedAt = event.timeStamp;
      probe.held = document.documentElement.getAttribute('data-app') !== 'ready';
      const from = box();
      const shown = () =>
        look === 'moved'
          ? box() !== from
          : document.querySelector(selector)?.getAttribute('aria-pressed') === 'true';
      const frame = () => {
        if (shown()) probe.lookAt = performance.now();
        else if (performance.now() - probe.pressedAt < 10000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

/** What installPressLookProbe saw: the press and its look, in milliseconds. */
export function readPressLook() {
  const probe = window.__pressLook;
  return {
    held: probe.held,
    lookMs: probe.lookAt === null ? null : probe.lookAt - probe.pressedAt,
  };
}
