import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CasinoIcon from '@mui/icons-material/Casino';

/** A reroll button whose tooltip and accessible name are "Reroll character's <label>". */
export function RerollButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  const title = `Reroll character's ${label.toLowerCase()}`;
  return (
    <Tooltip title={title} placement="left" disableInteractive>
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
