import { createTheme } from '@mui/material/styles';

/** The spec's theme: primary #1976D2, secondary #8704FB, beige paper, Roboto. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1976D2' },
    secondary: { main: '#8704FB' },
    background: { default: '#FBF8EF', paper: '#F5F5DC' },
  },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
