import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { fullName, shownValue, type Character } from '@/domain/character';
import { useShowSecret } from '@/state/show-secret';
import { useT, type Translate } from '@/components/i18n';

/** The NPC on the card and the five alternatives under it. */
export const NPC_COUNT = 6;

/** Race, gender, age, class and alignment on one line; a level when the NPC has numbers. */
const facts = (npc: Character, t: Translate): string =>
  [
    shownValue(npc.race),
    shownValue(npc.gender),
    t('npc.age', { name: shownValue(npc.age) }),
    shownValue(npc.characterClass),
    shownValue(npc.alignment),
    ...(npc.stats ? [t('npc.level', { count: npc.stats.level })] : []),
  ].join(' · ');

/** One labelled line of the card. */
function Row({ label, children }: { label: string; children: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** The chosen NPC, compact: who they are and what a gamemaster needs to play them at once. */
export function NpcCard({ npc }: { npc: Character }) {
  const { showSecret, toggleShowSecret } = useShowSecret();
  const headingId = useId();
  const t = useT();
  const rows = npc.tableReady;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-npc-id={npc.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {fullName(npc)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts(npc, t)}
      </Typography>
      {rows && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 0.75 },
            mt: 1.5,
            mb: 0,
          }}
        >
          <Row label={t('row.occupation')}>{rows.occupation}</Row>
          <Row label={t('row.summary')}>{rows.summary}</Row>
          <Row label={t('row.look')}>{rows.look}</Row>
          <Row label={t('row.voice')}>{rows.voice}</Row>
          {showSecret && <Row label={t('row.secret')}>{rows.secret}</Row>}
        </Box>
      )}
      {rows && (
        <Button
          size="small"
          aria-pressed={showSecret}
          startIcon={showSecret ? <VisibilityIcon /> : <VisibilityOffIcon />}
          onClick={toggleShowSecret}
          sx={{ mt: 1, ml: -0.5 }}
        >
          {t('tableReady.showSecret')}
        </Button>
      )}
    </Box>
  );
}

/** "Mira Ash — Elf Female, age 212, Herbalist": one alternative on one line. */
const alternativeLine = (npc: Character, t: Translate): string =>
  `${fullName(npc)} — ${shownValue(npc.race)} ${shownValue(npc.gender)}, ` +
  t('npc.age', { name: shownValue(npc.age) }) +
  (npc.tableReady ? `, ${npc.tableReady.occupation}` : '');

/** The element id of the alternative at `index` (the NPC on the card is 0). */
export const alternativeId = (listId: string, index: number) => `${listId}-${index}`;

/** The five alternatives, one line each; the one chosen is marked. */
export function AlternativesList({
  alternatives,
  chosen,
  onChoose,
  listId,
}: {
  alternatives: readonly Character[];
  chosen: number;
  onChoose: (index: number) => void;
  listId: string;
}) {
  const t = useT();
  return (
    <>
      <Typography id={`${listId}-label`} variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {t('npc.alternatives')}
      </Typography>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-labelledby={`${listId}-label`}
        // The height of five lines, kept while new alternatives are on their way.
        sx={{ listStyle: 'none', m: 0, p: 0, minHeight: `${(NPC_COUNT - 1) * 2}rem` }}
      >
        {alternatives.map((alternative, at) => {
          const index = at + 1;
          const selected = index === chosen;
          return (
            <Box
              component="li"
              key={alternative.id}
              id={alternativeId(listId, index)}
              role="option"
              aria-selected={selected}
              onClick={() => onChoose(index)}
              sx={{
                px: 1,
                py: 0.75,
                borderRadius: 1,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                typography: 'body2',
                bgcolor: selected ? 'action.selected' : undefined,
                '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
              }}
            >
              {alternativeLine(alternative, t)}
            </Box>
          );
        })}
      </Box>
    </>
  );
}
