import { memo } from 'react';
import Box from '@mui/material/Box';
import type { Character } from '@/domain/character';
import {
  ABILITY_FULL_NAMES,
  MAX_LEVEL,
  MAX_SCORE,
  MIN_LEVEL,
  MIN_SCORE,
  type Ability,
  type StatBlockInput,
} from '@/domain/srd5/abilities';
import { deriveStatBlock } from '@/domain/srd5/stat-block';
import { checkLevel, checkScore, type StatCheck } from '@/domain/srd5/rolls';
import { localText, type LocalText } from '@/domain/i18n/text';
import type { EditCheck } from '@/domain/locks';
import { RerollButton } from '@/components/reroll-button';
import { StatBlockView, abilityNameId, abilityShortId } from '@/components/stat-block-view';
import { useInSentence, useT } from '@/components/i18n';
import { useStableCallback } from '@/components/use-stable-callback';
import { useLocks } from '@/state/locks';
import { useStatBlockEdits } from '@/state/stat-block';
import { EditableField } from './editable-value';
import { LockButton } from './lock-button';
import { STACKED, TOUCH_TARGETS } from './bottom-bar';

/** A number refused, with its message for another language: `name` from `min` to `max`. */
const inRange = (check: StatCheck, name: LocalText, min: number, max: number): EditCheck =>
  check.ok ? check : { ...check, text: localText('edit.between', { name, min, max }) };

/**
 * Each score's edit button sits beside its ability's name, so six `16 (+3)` fit one row beside
 * the portrait; the score and its name are the button's target, as the other values are.
 */
const scoreCellsSx = {
  '& .cg-abilities > div': {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    justifyItems: 'center',
  },
  '& .cg-abilities dd, & .cg-abilities dd > span': { display: 'contents' },
  '& .cg-abilities dt, & .cg-abilities dd .MuiIconButton-root': { gridRow: 1, gridColumn: 1 },
  '& .cg-abilities dd .MuiIconButton-root': { justifySelf: 'end', p: 0 },
} as const;

/** A fingertip's room for the rerolls on phones and tablets, as the other rows have. */
const actionsSx = { display: 'inline-flex', [STACKED]: TOUCH_TARGETS } as const;

/**
 * The level's reroll and lock, and the scores' reroll. They stay as they are when only the
 * numbers change, so Generate redraws the figures alone, not these buttons and their tooltips.
 */
const LevelActions = memo(function LevelActions({
  disabled,
  locked,
  onReroll,
  onToggleLock,
}: {
  disabled: boolean;
  locked: boolean;
  onReroll: () => void;
  onToggleLock: () => void;
}) {
  const t = useT();
  return (
    <Box component="span" sx={actionsSx}>
      <RerollButton label={t('statBlock.level')} disabled={disabled} onClick={onReroll} />
      <LockButton label={t('statBlock.level')} locked={locked} onToggle={onToggleLock} />
    </Box>
  );
});

const ScoresActions = memo(function ScoresActions({
  disabled,
  onReroll,
}: {
  disabled: boolean;
  onReroll: () => void;
}) {
  const t = useT();
  return (
    <Box component="span" sx={actionsSx}>
      <RerollButton label={t('statBlock.abilityScores')} disabled={disabled} onClick={onReroll} />
    </Box>
  );
});

export interface StatBlockPanelProps {
  character: Character;
  stats: StatBlockInput;
  disabled: boolean;
}

/** The stat block on the card, its level and scores editable and rerollable. */
export function StatBlockPanel({ character, stats, disabled }: StatBlockPanelProps) {
  const edits = useStatBlockEdits();
  const { locks, toggleLock } = useLocks();
  // The same handlers for every character: a change of the card's character elsewhere (a new
  // one drawn above, before this section follows it) leaves the block as it is.
  const rerollLevel = useStableCallback(edits.rerollLevel);
  const rerollScores = useStableCallback(edits.rerollScores);
  const setLevel = useStableCallback(edits.setLevel);
  const setScore = useStableCallback(edits.setScore);
  const toggleLevelLock = useStableCallback(() => toggleLock('level'));
  return (
    <StatBlockBody
      character={character}
      stats={stats}
      disabled={disabled}
      levelLocked={locks.level}
      rerollLevel={rerollLevel}
      rerollScores={rerollScores}
      setLevel={setLevel}
      setScore={setScore}
      toggleLevelLock={toggleLevelLock}
    />
  );
}

const StatBlockBody = memo(function StatBlockBody({
  character,
  stats,
  disabled,
  levelLocked,
  rerollLevel,
  rerollScores,
  setLevel,
  setScore,
  toggleLevelLock,
}: StatBlockPanelProps & {
  levelLocked: boolean;
  rerollLevel: () => void;
  rerollScores: () => void;
  setLevel: (level: number) => void;
  setScore: (ability: Ability, score: number) => void;
  toggleLevelLock: () => void;
}) {
  const t = useT();
  const inSentence = useInSentence();
  const block = deriveStatBlock(character, stats);
  // A race or class outside the app's lists has no rules to derive from.
  if (!block) return null;
  return (
    <Box sx={scoreCellsSx}>
      <StatBlockView
        block={block}
        heading="h3"
        level={
          <EditableField
            label={t('statBlock.level')}
            name={t('card.edit', { name: inSentence(t('statBlock.level')) })}
            value={String(stats.level)}
            shown={String(stats.level)}
            owner={character.id}
            range={{ min: MIN_LEVEL, max: MAX_LEVEL }}
            disabled={disabled}
            check={(raw) =>
              inRange(checkLevel(raw), localText('statBlock.level'), MIN_LEVEL, MAX_LEVEL)
            }
            onApply={(level) => setLevel(Number(level))}
          />
        }
        levelActions={
          <LevelActions
            disabled={disabled}
            locked={levelLocked}
            onReroll={rerollLevel}
            onToggleLock={toggleLevelLock}
          />
        }
        score={(ability, text) => (
          <EditableField
            label={t(abilityShortId(ability))}
            name={t('card.edit', { name: t(abilityNameId(ability)) })}
            value={String(stats.scores[ability])}
            shown={text}
            owner={character.id}
            range={{ min: MIN_SCORE, max: MAX_SCORE }}
            disabled={disabled}
            check={(raw) =>
              inRange(
                checkScore(raw, ABILITY_FULL_NAMES[ability]),
                localText(abilityNameId(ability)),
                MIN_SCORE,
                MAX_SCORE,
              )
            }
            onApply={(score) => setScore(ability, Number(score))}
          />
        )}
        scoresActions={<ScoresActions disabled={disabled} onReroll={rerollScores} />}
      />
    </Box>
  );
});
