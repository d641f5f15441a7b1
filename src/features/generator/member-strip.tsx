import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { fullName, type Character } from '@/domain/character';
import { useGroup } from '@/state/group';
import { useT } from '@/components/i18n';
import { GROUP_HEADING_ID } from './group-section';

export interface MemberStripProps {
  currentId: string;
  /** Puts a member in the main card. */
  onChoose: (member: Character) => void;
}

/** Brings the group's section into view and gives its heading the keyboard focus. */
function backToGroup() {
  const heading = document.getElementById(GROUP_HEADING_ID);
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * The group's members as buttons just above the card, while it shows one of them (wrapped onto
 * more lines on a phone, so each is in sight): the next member is a tap away, without going down
 * to the group's section and back; `Back to group` goes there.
 */
export function MemberStrip({ currentId, onChoose }: MemberStripProps) {
  const { shown } = useGroup();
  const t = useT();
  if (!shown?.members.some((m) => m.id === currentId)) return null;
  return (
    <Box
      component="nav"
      aria-label={t('group.strip')}
      data-member-strip
      // Below the phone's fixed app bar when scrolled to.
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        mb: 1.5,
        scrollMarginTop: 72,
        '& .MuiButton-root': { minHeight: 44, overflowWrap: 'anywhere' },
      }}
    >
      <Button variant="text" startIcon={<ArrowDownwardIcon />} onClick={backToGroup}>
        {t('group.back')}
      </Button>
      {shown.members.map((member) => {
        const onCard = member.id === currentId;
        return (
          <Button
            key={member.id}
            variant={onCard ? 'contained' : 'outlined'}
            aria-current={onCard || undefined}
            onClick={() => onChoose(member)}
          >
            {fullName(member)}
          </Button>
        );
      })}
    </Box>
  );
}
