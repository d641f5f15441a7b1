import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './roboto-fallback.css';
import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { ErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { takeOverEarlyInput } from './start-up/early-input';
import { starterCharacter } from '@/state/state-providers';
import { PAGE_ATTRIBUTES, STARTER_ATTRIBUTE } from '@/config/first-paint';

/**
 * The pre-made character the page was painted with at build time (its index on #root), so a
 * first visitor goes on seeing the same character when the app takes over.
 */
function prerenderedStarter(): number | undefined {
  const index = Number(
    document.getElementById('root')?.getAttribute(STARTER_ATTRIBUTE) ?? Number.NaN,
  );
  return Number.isInteger(index) ? index : undefined;
}

const firstCharacter = () => starterCharacter(prerenderedStarter());

/** The app; `requestDelayMs` replaces the generator's minimum loading time when given. */
export function App({ requestDelayMs }: { requestDelayMs?: number | undefined }) {
  const [router] = useState(createAppRouter);
  // The page hid its build-time character from a returning visitor until now: the app shows
  // the visitor's own. The page is the app's from here on (the browser tests wait for this).
  useLayoutEffect(() => {
    const page = document.documentElement;
    page.removeAttribute(PAGE_ATTRIBUTES.returning);
    page.removeAttribute(PAGE_ATTRIBUTES.saved);
    page.setAttribute(PAGE_ATTRIBUTES.app, 'ready');
    // What the visitor did on the painted page meanwhile is carried out now, once each.
    takeOverEarlyInput();
    // The scripts have all arrived: Roboto can download now without delaying them.
    page.setAttribute(PAGE_ATTRIBUTES.fonts, '');
  }, []);
  return (
    <ErrorBoundary>
      <AppProviders
        createInitialCharacter={firstCharacter}
        {...(requestDelayMs === undefined ? {} : { requestDelayMs })}
      >
        <RouterProvider router={router} />
        <ServiceWorkerUpdates />
      </AppProviders>
    </ErrorBoundary>
  );
}
