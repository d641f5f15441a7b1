import { createTheme } from '@mui/material/styles';
import { PAGE_ATTRIBUTES } from '@/config/first-paint';
import type { StorageManager, Theme } from '@mui/material/styles';
import { browserStorage } from '@/adapters/storage/local-storage';
import { createPersistedStore } from '@/state/persisted-store';

const { colorScheme: COLOR_SCHEME_ATTRIBUTE, fonts: FONTS_ATTRIBUTE } = PAGE_ATTRIBUTES;
// Until the fonts attribute is set the page downloads no font: on a first visit the app sets it
// once it has started, so the fonts never hold up the scripts on a slow connection. Meanwhile the
// system's sans-serif is drawn at Roboto's widths where a matching face is known, so the change
// of font moves no text.
const SYSTEM_FONTS = '"Roboto Fallback", "Helvetica Neue", Arial, sans-serif';

/** Text-coloured primary on the beige paper: #1976D2 itself falls short of 4.5:1 there. */
const PRIMARY_TEXT = '#1565C0';
/** Primary for text on the dark paper. */
const PRIMARY_TEXT_DARK = '#90CAF9';

/** Text in the primary colour, in the shade that stays readable on either paper. */
const primaryText = ({ theme }: { theme: Theme }) => ({
  color: PRIMARY_TEXT,
  ...theme.applyStyles('dark', { color: PRIMARY_TEXT_DARK }),
});

let made: Theme | undefined;

/**
 * The app's theme and its dark counterpart, as CSS variables switched by an attribute on <html>,
 * so a change of scheme repaints without re-rendering and the first paint can already be dark.
 * Made on first use rather than when the code loads: it is a good part of the app's start-up
 * work, which a slow phone then does in a task of its own.
 */
export const appTheme = (): Theme => (made ??= makeTheme());

const makeTheme = () =>
  createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1976D2', dark: PRIMARY_TEXT },
          secondary: { main: '#8704FB' },
          background: { default: '#FBF8EF', paper: '#F5F5DC' },
          // Darker than MUI's defaults so white text on filled alerts stays readable (4.5:1 or more).
          warning: { main: '#B25000' },
          info: { main: '#01579B' },
        },
      },
      dark: {
        palette: {
          // Light tints of the brand colours: dark text on them and they on the dark paper both
          // stay above 4.5:1.
          primary: { main: PRIMARY_TEXT_DARK },
          secondary: { main: '#D1A6FF' },
          // The beige paper's dark counterpart: a warm dark brown rather than neutral grey.
          background: { default: '#16130F', paper: '#2A251D' },
          // Filled alerts draw white text on the `dark` shade: deep enough for 4.5:1 or more.
          warning: { main: '#FFB74D', dark: '#8A4500' },
          info: { main: '#81D4FA', dark: '#01579B' },
          success: { main: '#81C784', dark: '#1B5E20' },
          error: { main: '#F48FB1', dark: '#B71C1C' },
        },
      },
    },
    // MUI's keyboard focus ring on every interactive component, in a colour that stands out.
    focusVisible: { outlineColor: 'var(--app-focus-ring)', outlineWidth: '3px' },
    typography: { fontFamily: 'var(--app-font)' },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // A focus ring that stands out on the page and on the paper, in either scheme.
          ':root': { '--app-focus-ring': '#0D3C8A', '--app-font': SYSTEM_FONTS },
          [`:root[${FONTS_ATTRIBUTE}]`]: { '--app-font': `Roboto, ${SYSTEM_FONTS}` },
          [`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: { '--app-focus-ring': '#FFD54F' },
          // Keyboard users always see where they are.
          '*:focus-visible': { outline: '3px solid var(--app-focus-ring)', outlineOffset: '2px' },
          '.MuiAppBar-root *:focus-visible, .MuiAlert-filled *:focus-visible': {
            outlineColor: 'currentColor',
          },
        },
      },
      MuiSelect: {
        styleOverrides: {
          // The input's own style removes the outline on focus; a select shows the ring too.
          select: {
            '&:focus-visible': { outline: '3px solid var(--app-focus-ring)', outlineOffset: '2px' },
          },
        },
      },
      MuiButton: {
        variants: [
          { props: { variant: 'text', color: 'primary' }, style: primaryText },
          { props: { variant: 'outlined', color: 'primary' }, style: primaryText },
        ],
      },
      MuiFormLabel: {
        styleOverrides: {
          // A focused field's label is small text in the primary colour: the text shade keeps it
          // readable on the page's background.
          root: (props) => ({ '&.Mui-focused:not(.Mui-error)': primaryText(props) }),
        },
      },
      MuiLink: { styleOverrides: { root: primaryText } },
    },
  });

/**
 * Hands MUI, which keeps the colour scheme chosen in Settings itself, the app's persisted store,
 * so the choice is stored like every other value. MUI falls back to System for a value it does
 * not know, so any stored text is handed back as it is.
 */
export const themeStorageManager: StorageManager = ({ key }) => {
  const store = createPersistedStore<string | null>({
    storage: browserStorage(),
    key,
    name: 'colour scheme',
    instead: 'System applies',
    empty: null,
    parse: (raw) => ({ value: raw || null }),
    serialise: (value) => value ?? '',
  });
  let ours: string | null = store.get();
  return {
    get: (defaultValue: unknown) => store.get() ?? defaultValue,
    set: (value: unknown) => {
      ours = typeof value === 'string' ? value : null;
      // A choice that cannot be stored still applies for this visit.
      store.save(ours, { evenIfRefused: true });
    },
    // Only another tab's choice is news to MUI; its own writes it already knows.
    subscribe: (handler: (value: unknown) => void) =>
      store.subscribe(() => {
        const value = store.get();
        if (value !== ours) {
          ours = value;
          handler(value);
        }
      }),
  };
};
