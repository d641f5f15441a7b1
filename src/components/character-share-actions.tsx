import { useId, useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import { isCharacterClass, isRace, type Character } from '@/domain/character';
import { useAppLive } from './use-app-live';
import { useStableCallback } from './use-stable-callback';
import { useT } from './i18n';

/** What the buttons do; the screen that shows them decides. */
export interface ShareHandlers {
  /** A link to the character; the secret At the table travels only with `includeSecret`. */
  share: (character: Character, options?: { includeSecret?: boolean }) => void;
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

/** Whether the character has a secret At the table, which a link leaves out unless asked. */
const hasSecret = (c: Character) => Boolean(c.tableReady?.secret?.trim());

/**
 * Asks, before a link is made, whether the secret goes with it: left out unless ticked, so a
 * link sent to the players does not give it away.
 */
function ShareChoice({
  anchor,
  onClose,
  onShare,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onShare: (includeSecret: boolean) => void;
}) {
  const [includeSecret, setIncludeSecret] = useState(false);
  const titleId = useId();
  const t = useT();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } },
        transition: { onExited: () => setIncludeSecret(false) },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2">
        {t('share.link')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('share.secretLeftOut')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={includeSecret}
            onChange={(event) => setIncludeSecret(event.target.checked)}
          />
        }
        label={t('share.includeSecret')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onClose}>{t('share.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<ShareIcon />}
          onClick={() => onShare(includeSecret)}
        >
          {t('share.share')}
        </Button>
      </Box>
    </Popover>
  );
}

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
  const t = useT();
  const [shareAnchor, setShareAnchor] = useState<HTMLElement | null>(null);
  // The question is drawn from its first opening on (it stays for its closing animation): a
  // page of cards whose question was never asked draws none of it.
  const [asked, setAsked] = useState(false);
  // The buttons read the character when pressed: a card redrawn for another character (a filter,
  // a search) keeps its buttons and their tooltips as they are instead of drawing them again.
  const shown = useStableCallback(() => character);
  const withStatBlock = Boolean(handlers.copyStatBlock) && hasStatBlock(character);
  const group = useMemo(() => {
    const { copyStatBlock, exportToFoundry } = handlers;
    const share = (event: MouseEvent<HTMLElement>) => {
      if (hasSecret(shown())) {
        setAsked(true);
        setShareAnchor(event.currentTarget);
      } else handlers.share(shown());
    };
    const actions = [
      { label: t('share.share'), icon: <ShareIcon />, run: share, waits: false },
      {
        label: t('share.copyText'),
        icon: <ContentCopyIcon />,
        run: () => handlers.copyAsText(shown()),
        waits: false,
      },
      ...(copyStatBlock && withStatBlock
        ? [
            {
              label: t('share.copyStatBlock'),
              icon: <ListAltIcon />,
              run: () => copyStatBlock(shown()),
              waits: false,
            },
          ]
        : []),
      ...(exportToFoundry
        ? [
            {
              label: t('share.foundry'),
              icon: <FileDownloadIcon />,
              run: () => exportToFoundry(shown()),
              waits: true,
            },
          ]
        : []),
      {
        label: t('share.print'),
        icon: <PrintIcon />,
        run: () => handlers.print([shown()]),
        waits: true,
      },
    ];
    return (
      <Box
        role="group"
        aria-label={t('share.group')}
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
              aria-description={waits || live ? undefined : t('backup.notReady')}
              onClick={run}
            >
              {label}
            </Button>
          ),
        )}
      </Box>
    );
  }, [handlers, withStatBlock, t, compact, disabled, live, shown]);
  return (
    <>
      {group}
      {asked && (
        <ShareChoice
          anchor={shareAnchor}
          onClose={() => setShareAnchor(null)}
          onShare={(includeSecret) => {
            setShareAnchor(null);
            handlers.share(character, { includeSecret });
          }}
        />
      )}
    </>
  );
}
