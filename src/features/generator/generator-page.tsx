import Typography from '@mui/material/Typography';

export function GeneratorPage() {
  return (
    <Typography variant="h4" component="h1">
      Character Generator
    </Typography>
  );
}
