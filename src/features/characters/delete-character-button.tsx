import { useState, type KeyboardEvent } from 'react';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useTwoStepConfirm } from '@/components/use-two-step-confirm';
import { useT } from '@/components/i18n';

/**
 * The card's delete icon, in two steps: the first click arms it and shows the tooltip "Click
 * again to confirm"; the second click deletes. A mousedown (or touch) anywhere outside the
 * button disarms it, and so do moving the focus away and Escape.
 */
export function DeleteCharacterButton({
  name,
  onConfirm,
}: {
  name: string;
  onConfirm: () => void;
}) {
  const { armed, activate, disarm } = useTwoStepConfirm(onConfirm);
  const [hovered, setHovered] = useState(false);
  const t = useT();
  const label = armed ? t('characters.confirmDelete') : t('characters.delete', { name });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && armed) {
      // Escape here cancels the deletion; it must not also close an alert.
      event.preventDefault();
      disarm();
    }
  };

  return (
    <ClickAwayListener
      onClickAway={disarm}
      // Listening only while armed: an idle listener would still run on every press on the page.
      mouseEvent={armed ? 'onMouseDown' : false}
      touchEvent={armed ? 'onTouchStart' : false}
    >
      <Tooltip
        title={label}
        open={armed || hovered}
        onOpen={() => setHovered(true)}
        onClose={() => setHovered(false)}
        // Under the button and no further right: the card's corner, not the next card's name.
        placement="bottom-end"
        arrow
      >
        <IconButton
          aria-label={label}
          color={armed ? 'error' : 'default'}
          onClick={activate}
          onBlur={disarm}
          onKeyDown={onKeyDown}
        >
          {armed ? <DeleteForeverIcon /> : <DeleteIcon />}
        </IconButton>
      </Tooltip>
    </ClickAwayListener>
  );
}
