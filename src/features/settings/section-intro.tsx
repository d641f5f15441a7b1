import Typography from '@mui/material/Typography';

/** A settings section's heading and the line under it that says what the section is for. */
export function SectionIntro({ title, text }: { title: string; text: string }) {
  return (
    <>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </>
  );
}
