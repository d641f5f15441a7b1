import IconButton from '@mui/material/IconButton';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import CasinoIcon from '@mui/icons-material/Casino';
import { useInSentence, useT } from './i18n';

/** A reroll button whose tooltip and accessible name are "Reroll character's <label>". */
export function RerollButton({
  label,
  disabled,
  onClick,
  placement = 'left',
  offset = 0,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  /** Left by default, so it never covers the next row's button; right beside a heading. */
  placement?: TooltipProps['placement'];
  /** Further px between the tooltip and the button, to clear what sits beside it. */
  offset?: number;
}) {
  const t = useT();
  const inSentence = useInSentence();
  const title = t('card.reroll', { name: inSentence(label) });
  return (
    <Tooltip
      title={title}
      placement={placement}
      disableInteractive
      slotProps={{
        popper: { modifiers: [{ name: 'offset', options: { offset: [0, offset] } }] },
      }}
    >
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          aria-label={title}
          size="small"
          color="primary"
          disabled={disabled}
          onClick={onClick}
        >
          <CasinoIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
