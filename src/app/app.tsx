import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { ErrorBoundary } from './error-boundary';
import { createAppRouter } from './router';
import { browserStorage, readValue } from '@/adapters/storage/local-storage';

/**
 * The request delay can be overridden for measurements (`npm run bench`) by storing a number of
 * milliseconds under `benchRequestDelayMs`; users never need it.
 */
function requestDelayOverride(): number | undefined {
  const value = readValue(browserStorage(), 'benchRequestDelayMs');
  return typeof value === 'number' && value >= 0 ? value : undefined;
}

export function App() {
  const [router] = useState(createAppRouter);
  const [requestDelayMs] = useState(requestDelayOverride);
  return (
    <ErrorBoundary>
      <AppProviders {...(requestDelayMs === undefined ? {} : { requestDelayMs })}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
