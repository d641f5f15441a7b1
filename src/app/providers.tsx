import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, themeStorageManager } from './theme';
import { StateProviders, type StateProvidersProps } from '@/state/state-providers';

/** Every provider the app needs, in order. Tests reuse this through renderWithProviders. */
export function AppProviders({
  children,
  ...stateProps
}: { children: ReactNode } & StateProvidersProps) {
  return (
    <ThemeProvider
      theme={theme}
      storageManager={themeStorageManager}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline />
      <StateProviders {...stateProps}>{children}</StateProviders>
    </ThemeProvider>
  );
}
