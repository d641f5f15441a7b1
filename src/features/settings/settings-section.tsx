import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One section of the Settings screen: a paper named by its heading, with a line on what it holds. */
export function SettingsSection({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {children}
    </Paper>
  );
}
