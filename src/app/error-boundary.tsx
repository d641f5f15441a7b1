import { Component, type ErrorInfo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useT } from '@/components/i18n';

/** What shows in place of the app when it breaks, in the language shown where one was chosen. */
function SomethingWentWrong() {
  const t = useT();
  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1">
        {t('errorPage.somethingWrong')}
      </Typography>
    </Box>
  );
}

/** The top-level boundary: an uncaught render error shows "Something went wrong." and is logged. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught render error:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return <SomethingWentWrong />;
    }
    return this.props.children;
  }
}
