import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { appTheme, themeStorageManager } from './theme';
import { StateProviders, type StateProvidersProps } from '@/state/state-providers';
import { useSettings } from '@/state/settings';
import { StatsShownContext } from '@/components/stats-shown';
import { PortraitStyleContext } from '@/components/portrait-style';
import { PortraitToolsContext } from '@/components/portrait-tools';
import { usePortraitTools } from '@/state/portrait-tools';
import { I18nProvider } from './i18n-provider';
import type { ShownLanguage } from '@/domain/i18n/locales';

/**
 * Tells the sheets (Read story, print) whether the chosen game system shows numbers, and every
 * portrait whether it is a classic picture or a drawn face, and how to reach uploaded pictures.
 */
function StatsShown({ children }: { children: ReactNode }) {
  const { gameSystem, portraitStyle } = useSettings().settings;
  const portraitTools = usePortraitTools();
  return (
    <StatsShownContext.Provider value={gameSystem !== 'none'}>
      <PortraitStyleContext.Provider value={portraitStyle}>
        <PortraitToolsContext.Provider value={portraitTools}>
          {children}
        </PortraitToolsContext.Provider>
      </PortraitStyleContext.Provider>
    </StatsShownContext.Provider>
  );
}

/** Every provider the app needs, in order. Tests reuse this through renderWithProviders. */
export function AppProviders({
  children,
  language,
  ...stateProps
}: { children: ReactNode; language?: ShownLanguage } & StateProvidersProps) {
  return (
    <ThemeProvider
      theme={appTheme()}
      storageManager={themeStorageManager}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline />
      <StateProviders {...stateProps}>
        <I18nProvider language={language}>
          <StatsShown>{children}</StatsShown>
        </I18nProvider>
      </StateProviders>
    </ThemeProvider>
  );
}
