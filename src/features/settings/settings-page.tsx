import Typography from '@mui/material/Typography';

export function SettingsPage() {
  return (
    <Typography variant="h4" component="h1">
      Character Generator Settings
    </Typography>
  );
}
