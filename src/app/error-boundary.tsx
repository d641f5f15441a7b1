import { Component, type ErrorInfo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

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
      return (
        <Box role="alert" sx={{ p: 4 }}>
          <Typography variant="h4" component="h1">
            Something went wrong.
          </Typography>
        </Box>
      );
    }
    return this.props.children;
  }
}
