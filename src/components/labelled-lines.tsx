import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Labels beside their values, as a definition list: the label's column as wide as its longest. */
export function LabelledLines({
  lines,
  className,
  variant,
  sx,
}: {
  lines: readonly (readonly [string, string])[];
  className?: string;
  /** The text's size, the page's body text unless told. */
  variant?: 'body2';
  sx?: object;
}) {
  return (
    <Box
      component="dl"
      className={className}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        my: 0,
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
        ...sx,
      }}
    >
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant={variant}>
            {label}
          </Typography>
          <Typography component="dd" variant={variant}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
