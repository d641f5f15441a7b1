import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme, themeStorageManager } from './theme';
import { StateProviders, type StateProvidersProps } from '@/state/state-providers';
import { useSettings } from '@/state/settings';
import { StatsShownContext } from '@/components/stats-shown';

/** Tells the sheets (Read story, print) whether the chosen game system shows numbers. */
function StatsShown({ children }: { children: ReactNode }) {
  const shown = useSettings().settings.gameSystem !== 'none';
  return <StatsShownContext.Provider value={shown}>{children}</StatsShownContext.Provider>;
}

/** Every provider the app needs, in order. Tests reuse this through renderWithProviders. */
export function AppProviders({
  children,
  ...stateProps
}: { children: ReactNode } & StateProvidersProps) {
  return (
    <ThemeProvider
      theme={appTheme()}
      storageManager={themeStorageManager}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline />
      <StateProviders {...stateProps}>
        <StatsShown>{children}</StatsShown>
      </StateProviders>
    </ThemeProvider>
  );
}
