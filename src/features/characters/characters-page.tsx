import Typography from '@mui/material/Typography';

export function CharactersPage() {
  return (
    <Typography variant="h4" component="h1">
      My Characters
    </Typography>
  );
}
