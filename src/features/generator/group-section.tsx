import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import StopIcon from '@mui/icons-material/Stop';
import { fullName, shownValue, type Character } from '@/domain/character';
import { PortraitThumb } from '@/components/portrait-thumb';
import { CharacterPrint } from '@/components/character-print';
import { useCharacters } from '@/state/characters';
import { useCharacterTransfer } from '@/state/character-transfer';
import { useGroup } from '@/state/group';
import { useT } from '@/components/i18n';

export interface GroupSectionProps {
  currentId: string;
  /** Puts a member in the main card. */
  onChoose: (member: Character) => void;
  /**
   * The id of the group shown when `Generate group` was pressed (null: none), false when nothing
   * waits: another group shown is brought into view, its heading focused, and `onRevealed` called.
   */
  revealAfter?: string | null | false;
  onRevealed?: () => void;
}

/** The id of the section's heading, where `Back to group` goes. */
export const GROUP_HEADING_ID = 'group-heading';

/** A new group is brought into view with the keyboard focus on its heading. */
function useRevealNewGroup(
  heading: { current: HTMLElement | null },
  groupId: string | undefined,
  revealAfter: string | null | false,
  onRevealed: (() => void) | undefined,
) {
  useEffect(() => {
    const element = heading.current;
    if (revealAfter === false || !groupId || groupId === revealAfter || !element) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
    onRevealed?.();
  }, [heading, groupId, revealAfter, onRevealed]);
}

/** Save group turns into a disabled `Group saved` while every member is saved. */
function useGroupSaved(members: readonly Character[], next: { current: HTMLElement | null }) {
  const { isSaved } = useCharacters();
  const saved = members.length > 0 && members.every((m) => isSaved(m));
  // The pressed button is now disabled: the keyboard moves on to the next action.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (saved && lost) next.current?.focus();
  }, [saved, next]);
  return saved;
}

/** One member, small: name, race and class, summary; choosing it puts it in the main card. */
function MemberCard({
  member,
  onCard,
  writing,
  onChoose,
}: {
  member: Character;
  onCard: boolean;
  /** While the model writes this member: how much of its reply has come. */
  writing: number | null;
  onChoose: (member: Character) => void;
}) {
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', borderColor: onCard ? 'primary.main' : undefined }}
    >
      <CardActionArea
        onClick={() => onChoose(member)}
        aria-current={onCard || undefined}
        sx={{ p: 1.5, height: '100%', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <PortraitThumb character={member} width={48} height={72} />
        <MemberText member={member} onCard={onCard} writing={writing} />
      </CardActionArea>
    </Card>
  );
}

/** A member's name, race and class, and its summary or the model's progress on it. */
function MemberText({
  member,
  onCard,
  writing,
}: {
  member: Character;
  onCard: boolean;
  writing: number | null;
}) {
  const t = useT();
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{fullName(member)}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shownValue(member.race)} {shownValue(member.characterClass)}
        {onCard && ` ${t('group.member.onCard')}`}
      </Typography>
      {writing !== null ? (
        <>
          <LinearProgress
            aria-label={t('group.member.writing', { name: fullName(member) })}
            sx={{ mt: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('group.member.received', { count: writing })}
          </Typography>
        </>
      ) : (
        member.tableReady?.summary && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {member.tableReady.summary}
          </Typography>
        )
      )}
    </Box>
  );
}

/**
 * `Group`: the members generated together, in compact cards, with the model's progress while it
 * writes them, and Save group, Print group, Copy group as text and Export group.
 */
export function GroupSection({
  currentId,
  onChoose,
  revealAfter = false,
  onRevealed,
}: GroupSectionProps) {
  const { shown, running, writing, stop, saveGroup, copyGroup, exportGroup } = useGroup();
  const { actions, printing } = useCharacterTransfer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const printRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  useRevealNewGroup(headingRef, shown?.group.id, revealAfter, onRevealed);
  const saved = useGroupSaved(shown?.members ?? [], printRef);
  if (!shown) return null;
  const { group, members } = shown;
  return (
    <Box component="section" aria-labelledby="group-heading" sx={{ mt: 3 }}>
      <Typography
        id={GROUP_HEADING_ID}
        ref={headingRef}
        variant="h5"
        component="h2"
        tabIndex={-1}
        // Below the phone's fixed app bar when scrolled to.
        sx={{ outline: 'none', scrollMarginTop: 72 }}
      >
        {t('group.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <bdi>{group.name}</bdi>
      </Typography>
      {writing && (
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}
        >
          <Typography>{t('group.writing', { at: writing.at, total: writing.total })}</Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<StopIcon />}
            onClick={() => {
              // Stop goes with the progress: the keyboard focus waits on the group's heading.
              headingRef.current?.focus();
              stop();
            }}
          >
            {t('group.stop')}
          </Button>
        </Box>
      )}
      <Box
        component="ul"
        aria-label={t('group.members')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          gap: 1.5,
          p: 0,
          m: 0,
        }}
      >
        {members.map((member, i) => (
          <MemberCard
            key={member.id}
            member={member}
            onCard={member.id === currentId}
            writing={writing?.at === i + 1 ? writing.receivedChars : null}
            onChoose={onChoose}
          />
        ))}
      </Box>
      <Box
        role="group"
        aria-label={t('group.actions')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, displayPrint: 'none' }}
      >
        <Button
          variant="outlined"
          startIcon={saved ? <BookmarkAddedIcon /> : <BookmarkAddIcon />}
          disabled={running || saved}
          onClick={saveGroup}
        >
          {t(saved ? 'group.saved' : 'group.save')}
        </Button>
        <Button
          ref={printRef}
          startIcon={<PrintIcon />}
          disabled={running}
          onClick={() => actions.print(members, { compact: true })}
        >
          {t('group.print')}
        </Button>
        <Button startIcon={<ContentCopyIcon />} disabled={running} onClick={() => void copyGroup()}>
          {t('group.copy')}
        </Button>
        <Button startIcon={<DownloadIcon />} disabled={running} onClick={() => void exportGroup()}>
          {t('group.export')}
        </Button>
      </Box>
      <CharacterPrint {...printing} />
    </Box>
  );
}
