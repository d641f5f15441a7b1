import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import type { Character } from '@/domain/character';
import { paths } from '@/config/paths';
import { useAlertActions } from '@/state/alerts';

/** Puts text on the clipboard; throws with a reason a user understands if it cannot. */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) {
    throw new Error('this browser does not let the page use the clipboard');
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new Error('the browser refused access to the clipboard');
  }
}

/** The link that opens this character on another device: `/character-generator#c=<data>`. */
export async function shareLink(character: Character): Promise<string> {
  const { encodeSharedCharacter, SHARE_FRAGMENT } = await import(
    /* webpackChunkName: "share-codec" */ '@/domain/share-codec'
  );
  const data = await encodeSharedCharacter(character);
  return `${window.location.origin}${paths.generator}${SHARE_FRAGMENT}${data}`;
}

/**
 * Share, Copy as text and Print for one character. Their code (compression, Markdown, the print
 * sheet) downloads when first used.
 */
export function useCharacterActions() {
  const { addAlert } = useAlertActions();
  const fail = useCallback(
    (what: string, error: unknown) =>
      addAlert({
        severity: 'error',
        message: `${what}: ${error instanceof Error ? error.message : String(error)}`,
      }),
    [addAlert],
  );

  const share = useCallback(
    async (character: Character) => {
      let url: string;
      try {
        url = await shareLink(character);
      } catch (error) {
        fail('Could not make a share link', error);
        return;
      }
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: character.firstName, url });
          return;
        } catch (error) {
          // Closing the share sheet is not an error; anything else falls back to the clipboard.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await copyText(url);
        addAlert({ severity: 'success', message: 'Link copied' });
      } catch (error) {
        fail('Could not copy the link', error);
      }
    },
    [addAlert, fail],
  );

  const copyAsText = useCallback(
    async (character: Character) => {
      try {
        const { characterMarkdown } = await import(
          /* webpackChunkName: "character-markdown" */ '@/domain/character-markdown'
        );
        await copyText(characterMarkdown(character));
        addAlert({ severity: 'success', message: 'Copied' });
      } catch (error) {
        fail('Could not copy the character', error);
      }
    },
    [addAlert, fail],
  );

  const print = useCallback(
    async (characters: readonly Character[]) => {
      try {
        const { printCharacters } = await import(
          /* webpackChunkName: "print-sheets" */ '@/components/print-sheets'
        );
        await printCharacters(characters);
      } catch (error) {
        fail('Could not print', error);
      }
    },
    [fail],
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
