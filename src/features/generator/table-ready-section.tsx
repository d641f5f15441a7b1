import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { HydrateLater } from '@/components/hydrate-later';
import { TABLE_READY_ROWS } from '@/domain/character-rows';
import { useShowSecret } from '@/state/show-secret';
import { STACKED } from './bottom-bar';
import { ValueRows, type ValueRowsProps } from './value-rows';
import { useT } from '@/components/i18n';

/**
 * "At the table": what a gamemaster needs to play the character, each row rerolled, edited and
 * locked like the attributes. The secret stays hidden until `Show secret` is pressed (the
 * button then reads `Hide secret`), so a shared screen does not give it away; the choice is
 * remembered. A character saved before
 * these rows existed shows no section.
 */
export function TableReadySection(props: Omit<ValueRowsProps, 'rows' | 'hidden'>) {
  const { showSecret, toggleShowSecret } = useShowSecret();
  const headingId = useId();
  const t = useT();
  if (!props.character.tableReady) return null;
  return (
    // Adopted after the rest of a page painted at build time, like the card's other rows.
    <HydrateLater>
      <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {t('tableReady.title')}
          </Typography>
          {/* The name says what a press does, and aria-expanded whether the secret shows now:
              a name that changes with a pressed state would read "Hide secret, pressed". */}
          <Button
            size="small"
            aria-expanded={showSecret}
            startIcon={showSecret ? <VisibilityOffIcon /> : <VisibilityIcon />}
            onClick={toggleShowSecret}
            sx={{ [STACKED]: { minHeight: 44 } }}
          >
            {showSecret ? t('tableReady.hideSecret') : t('tableReady.showSecret')}
          </Button>
        </Box>
        <ValueRows
          {...props}
          rows={TABLE_READY_ROWS}
          stacked
          {...(showSecret ? {} : { hidden: 'secret' as const })}
        />
      </Box>
    </HydrateLater>
  );
}
