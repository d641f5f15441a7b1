import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import { isCharacterClass, isRace, type Character } from '@/domain/character';
import { useAppLive } from './use-app-live';

/** What the buttons do; the screen that shows them decides. */
export interface ShareHandlers {
  share: (character: Character) => void;
  copyAsText: (character: Character) => void;
  /** Prints the characters, one to a page, or with `compact` several to a page where they fit. */
  print: (characters: readonly Character[], options?: { compact?: boolean }) => void;
  /** The 5e stat block as plain text; absent without a game system. */
  copyStatBlock?: (character: Character) => void;
  /** The character as a Foundry VTT actor file. */
  exportToFoundry?: (character: Character) => void;
}

/** A stat block exists for a character with numbers and the app's own race and class. */
const hasStatBlock = (c: Character) =>
  Boolean(c.stats) && isRace(c.race) && isCharacterClass(c.characterClass);

export interface CharacterShareActionsProps {
  character: Character;
  handlers: ShareHandlers;
  disabled?: boolean;
  /** Icon buttons (with tooltips) instead of text buttons, for small cards; never disabled. */
  compact?: boolean;
}

/**
 * The buttons `Share`, `Copy as text`, `Copy stat block` (with a game system, for a character
 * with numbers), `Export to Foundry VTT` and `Print` for one character.
 */
export function CharacterShareActions({
  character,
  handlers,
  disabled = false,
  compact = false,
}: CharacterShareActionsProps) {
  // The share sheet and the clipboard answer only the visitor's own click: on the painted page,
  // before the app is in, these two say they are not ready rather than wait.
  const live = useAppLive();
  const { copyStatBlock, exportToFoundry } = handlers;
  const actions = [
    { label: 'Share', icon: <ShareIcon />, run: () => handlers.share(character), waits: false },
    {
      label: 'Copy as text',
      icon: <ContentCopyIcon />,
      run: () => handlers.copyAsText(character),
      waits: false,
    },
    ...(copyStatBlock && hasStatBlock(character)
      ? [
          {
            label: 'Copy stat block',
            icon: <ListAltIcon />,
            run: () => copyStatBlock(character),
            waits: false,
          },
        ]
      : []),
    ...(exportToFoundry
      ? [
          {
            label: 'Export to Foundry VTT',
            icon: <FileDownloadIcon />,
            run: () => exportToFoundry(character),
            waits: true,
          },
        ]
      : []),
    { label: 'Print', icon: <PrintIcon />, run: () => handlers.print([character]), waits: true },
  ];
  return (
    <Box
      role="group"
      aria-label="Share, copy or print"
      sx={{ display: 'flex', gap: compact ? 0.5 : 1, flexWrap: 'wrap', displayPrint: 'none' }}
    >
      {actions.map(({ label, icon, run, waits }) =>
        compact ? (
          <Tooltip key={label} title={label}>
            <IconButton aria-label={label} size="small" disabled={disabled} onClick={run}>
              {icon}
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            key={label}
            size="small"
            startIcon={icon}
            disabled={disabled || (!waits && !live)}
            aria-description={waits || live ? undefined : 'Not ready yet'}
            onClick={run}
          >
            {label}
          </Button>
        ),
      )}
    </Box>
  );
}
