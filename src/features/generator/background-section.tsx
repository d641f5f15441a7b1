import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Background } from '@/domain/character';
import { PREVIEW_LIMITS, truncateParagraphs } from '@/domain/background-preview';
import { RerollButton } from '@/components/reroll-button';
import { useSettings } from '@/state/settings';
import { STACKED, TOUCH_TARGETS } from './bottom-bar';
import { useT } from '@/components/i18n';

/**
 * The "History:" section: the background's title and paragraphs, cut to about 500 characters (less
 * for a short story length, more for a long one).
 */
export function BackgroundSection({
  background,
  disabled,
  onReroll,
}: {
  background: Background;
  disabled: boolean;
  onReroll: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const { storyLength } = useSettings().settings;
  const { paragraphs, truncated } = truncateParagraphs(
    background.content,
    PREVIEW_LIMITS[storyLength],
  );
  const shown = expanded ? background.content : paragraphs;
  const textId = useId();
  const t = useT();
  return (
    <Box component="section" aria-labelledby={`${textId}-heading`} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, [STACKED]: TOUCH_TARGETS }}>
        <Typography id={`${textId}-heading`} variant="h6" component="h3">
          {t('background.title')}
        </Typography>
        {/* Its tooltip opens to the right, leaving the heading readable. */}
        <RerollButton
          label={t('background.label')}
          disabled={disabled}
          onClick={onReroll}
          placement="right"
        />
      </Box>
      <Typography
        variant="subtitle1"
        component="h4"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {background.title}
      </Typography>
      <Box id={textId}>
        {shown.map((paragraph, i) => (
          <Typography
            key={i}
            variant="body1"
            // Ragged right at every width: justified lines without hyphenation open wide gaps
            // in a narrow column and around a long name.
            sx={{ mt: 1, textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {paragraph}
          </Typography>
        ))}
      </Box>
      {truncated && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((e) => !e)}
          sx={{ mt: 1, px: 0 }}
        >
          {expanded ? t('background.showLess') : t('background.showMore')}
        </Button>
      )}
    </Box>
  );
}
