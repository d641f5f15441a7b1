import { createTheme } from '@mui/material/styles';

/** Text-coloured primary on the beige paper: #1976D2 itself falls short of 4.5:1 there. */
const PRIMARY_TEXT = '#1565C0';
/** A focus ring that stands out on the beige background and on white. */
const FOCUS_RING = '#0D3C8A';

/** The spec's theme: primary #1976D2, secondary #8704FB, beige paper, Roboto. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1976D2', dark: PRIMARY_TEXT },
    secondary: { main: '#8704FB' },
    background: { default: '#FBF8EF', paper: '#F5F5DC' },
    // Darker than MUI's defaults so white text on filled alerts stays readable (4.5:1 or more).
    warning: { main: '#B25000' },
    info: { main: '#01579B' },
  },
  // MUI's keyboard focus ring on every interactive component, in a colour that stands out.
  focusVisible: { outlineColor: FOCUS_RING, outlineWidth: '3px' },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users always see where they are.
        '*:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' },
        '.MuiAppBar-root *:focus-visible, .MuiAlert-filled *:focus-visible': {
          outlineColor: '#FFFFFF',
        },
      },
    },
    MuiButton: {
      variants: [
        { props: { variant: 'text', color: 'primary' }, style: { color: PRIMARY_TEXT } },
        { props: { variant: 'outlined', color: 'primary' }, style: { color: PRIMARY_TEXT } },
      ],
    },
    MuiLink: {
      defaultProps: { color: PRIMARY_TEXT },
    },
  },
});
