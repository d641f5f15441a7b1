import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import type { Character } from '@/domain/character';
import { useAlertActions } from '@/state/alerts';

/** The actions' code, downloaded when one is first used. */
const actions = () =>
  import(/* webpackChunkName: "character-actions" */ '@/components/character-actions-run');

/**
 * Share, Copy as text and Print for characters, for any screen. Their code (compression,
 * Markdown, the print sheets) downloads when first used; a failed download says so.
 */
export function useCharacterActions() {
  const { addAlert } = useAlertActions();
  const run = useCallback(
    async (use: (code: Awaited<ReturnType<typeof actions>>) => Promise<void>) => {
      let code: Awaited<ReturnType<typeof actions>>;
      try {
        code = await actions();
      } catch {
        addAlert({ severity: 'error', message: 'Could not load this action; try again.' });
        return;
      }
      await use(code);
    },
    [addAlert],
  );
  const share = useCallback(
    (character: Character) => run((code) => code.shareCharacter(character, addAlert)),
    [run, addAlert],
  );
  const copyAsText = useCallback(
    (character: Character) => run((code) => code.copyCharacterText(character, addAlert)),
    [run, addAlert],
  );
  const print = useCallback(
    (characters: readonly Character[]) =>
      run((code) => code.printCharacterSheets(characters, addAlert)),
    [run, addAlert],
  );
  return { share, copyAsText, print };
}

export interface CharacterShareActionsProps {
  character: Character;
  disabled?: boolean;
  /** Icon buttons (with tooltips) instead of text buttons, for small cards; never disabled. */
  compact?: boolean;
}

/** The buttons `Share`, `Copy as text` and `Print` for one character. */
export function CharacterShareActions({
  character,
  disabled = false,
  compact = false,
}: CharacterShareActionsProps) {
  const { share, copyAsText, print } = useCharacterActions();
  const actions = [
    { label: 'Share', icon: <ShareIcon />, run: () => void share(character) },
    { label: 'Copy as text', icon: <ContentCopyIcon />, run: () => void copyAsText(character) },
    { label: 'Print', icon: <PrintIcon />, run: () => void print([character]) },
  ];
  return (
    <Box
      role="group"
      aria-label="Share, copy or print"
      sx={{ display: 'flex', gap: compact ? 0.5 : 1, flexWrap: 'wrap', displayPrint: 'none' }}
    >
      {actions.map(({ label, icon, run }) =>
        compact ? (
          <Tooltip key={label} title={label}>
            <IconButton aria-label={label} size="small" disabled={disabled} onClick={run}>
              {icon}
            </IconButton>
          </Tooltip>
        ) : (
          <Button key={label} size="small" startIcon={icon} disabled={disabled} onClick={run}>
            {label}
          </Button>
        ),
      )}
    </Box>
  );
}
