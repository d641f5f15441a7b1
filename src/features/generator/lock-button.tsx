import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useInSentence, useT } from '@/components/i18n';

/**
 * A toggle named "Lock <label>": pressed, Generate keeps the value. A closed padlock in the
 * accent colour shows a locked value at a glance.
 */
export function LockButton({
  label,
  locked,
  onToggle,
}: {
  label: string;
  locked: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const inSentence = useInSentence();
  const name = t('card.lock', { name: inSentence(label) });
  return (
    <Tooltip
      title={locked ? t('card.locked', { name: label }) : name}
      // To the right, over nothing: to the left it would cover the reroll button and the value.
      placement="right"
      disableInteractive
    >
      <IconButton
        aria-label={name}
        aria-pressed={locked}
        size="small"
        color={locked ? 'secondary' : 'default'}
        onClick={onToggle}
      >
        {locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
