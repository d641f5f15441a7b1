import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatBonus, type Ability } from '@/domain/srd5/abilities';
import {
  SRD_ATTRIBUTION,
  abilityText,
  armorClassText,
  bonusList,
  hitPointsText,
  sensesText,
  type StatBlock,
} from '@/domain/srd5/stat-block';
import { actionLines, actionText, type StatAction } from '@/domain/srd5/actions';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useT, type Translate } from './i18n';

export interface StatBlockViewProps {
  block: StatBlock;
  /** The heading's element: under the card's name an h3, on a printed page an h2. */
  heading: 'h2' | 'h3';
  /** The level as shown, or an editor for it; its text by default. */
  level?: ReactNode;
  /** What follows the level (its reroll). */
  levelActions?: ReactNode;
  /** Each score as shown, or an editor for it; its text (`16 (+3)`) by default. */
  score?: (ability: Ability, text: string) => ReactNode;
  /** The six scores' reroll, beside an `Ability scores` label above them. */
  scoresActions?: ReactNode;
}

/** The labelled figures from Armor Class to Languages. */
function statLines(block: StatBlock, t: Translate): [label: string, value: string][] {
  return [
    [t('statBlock.armorClass'), armorClassText(block)],
    [t('statBlock.hitPoints'), hitPointsText(block)],
    [t('statBlock.speed'), `${block.speed} ft.`],
    [t('statBlock.proficiencyBonus'), formatBonus(block.proficiencyBonus)],
    [t('statBlock.savingThrows'), bonusList(block.savingThrows)],
    [t('statBlock.skills'), bonusList(block.skills)],
    [t('statBlock.senses'), sensesText(block)],
    [t('statBlock.languages'), block.languages.join(', ')],
  ];
}

/** An ability's short name (`STR`) in the language shown. */
export const abilityShortId = (ability: Ability) => `ability.${ability}.short` as MessageId;

/** An ability's full name (`Strength`) in the language shown. */
export const abilityNameId = (ability: Ability) => `ability.${ability}` as MessageId;

/** A caster's spells under its Spellcasting action, one spell level a line. */
function SpellLines({ action }: { action: StatAction }) {
  const lines = actionLines(action);
  if (lines.length === 0) return null;
  return (
    <ul className="cg-spells">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The same stat block on a printed page: plain elements laid out by the print sheet's own
 * rules, so the sheets kept ready for print (one per saved character) cost little to draw.
 */
export function PrintedStatBlock({ block }: { block: StatBlock }) {
  const headingId = useId();
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="cg-stat-block">
      <h2 id={headingId}>{t('statBlock.title')}</h2>
      <dl>
        <dt>{t('statBlock.level')}</dt>
        <dd>
          {block.level} <span>({block.className})</span>
        </dd>
      </dl>
      <dl className="cg-abilities">
        {block.abilities.map((figure) => (
          <div key={figure.ability}>
            <dt>{t(abilityShortId(figure.ability))}</dt>
            <dd>{abilityText(figure)}</dd>
          </div>
        ))}
      </dl>
      <dl>
        {statLines(block, t).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt className="cg-actions-label">{t('statBlock.actions')}</dt>
        <dd className="cg-actions">
          {block.actions.map((action) => (
            <Fragment key={action.name}>
              <p>
                <strong>{action.name}.</strong> {actionText(action)}
              </p>
              <SpellLines action={action} />
            </Fragment>
          ))}
        </dd>
      </dl>
      <p className="cg-attribution">{SRD_ATTRIBUTION}</p>
    </section>
  );
}

/** The `Ability scores` label over the six scores, with their reroll. */
function ScoresLabel({ actions }: { actions: ReactNode }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        fontSize: '0.875rem',
        fontWeight: 500,
      }}
    >
      {t('statBlock.abilityScores')}
      {actions}
    </Box>
  );
}

/**
 * A character's fifth-edition stat block, as a list of labelled values: level, the six abilities
 * in a compact grid, then Armor Class down to Actions, and the SRD's attribution under it, which
 * goes wherever the numbers go.
 */
export function StatBlockView({
  block,
  heading,
  level,
  levelActions,
  score,
  scoresActions,
}: StatBlockViewProps) {
  const headingId = useId();
  const t = useT();
  const rows = statLines(block, t);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className="cg-stat-block"
      sx={{
        mt: 2,
        '& dl': { my: 1 },
        '& dt': { fontSize: '0.875rem', lineHeight: 1.43, fontWeight: 500 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
        '& .cg-spells': { listStyle: 'none', m: 0, mb: 0.5, p: 0, typography: 'body2' },
      }}
    >
      <Typography id={headingId} variant="h6" component={heading}>
        {t('statBlock.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
      >
        <dt>{t('statBlock.level')}</dt>
        <Box component="dd" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {level ?? block.level}
          <Typography component="span" color="text.secondary">
            ({block.className})
          </Typography>
          {levelActions}
        </Box>
      </Box>
      {scoresActions && <ScoresLabel actions={scoresActions} />}
      <Box
        component="dl"
        className="cg-abilities"
        sx={{
          display: 'grid',
          // Three and three on a phone, one row of six on wider screens.
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(6, minmax(0, 1fr))',
          },
          gap: 0.5,
          textAlign: 'center',
          '& dd': { whiteSpace: 'nowrap' },
        }}
      >
        {block.abilities.map((figure) => (
          <div key={figure.ability}>
            <dt>{t(abilityShortId(figure.ability))}</dt>
            <dd>{score ? score(figure.ability, abilityText(figure)) : abilityText(figure)}</dd>
          </div>
        ))}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.25,
          alignItems: 'baseline',
        }}
      >
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <Box component="dt" sx={{ gridColumn: '1 / -1', mt: 0.5 }}>
          {t('statBlock.actions')}
        </Box>
        <Box component="dd" className="cg-actions" sx={{ gridColumn: '1 / -1' }}>
          {block.actions.map((action) => (
            <Fragment key={action.name}>
              <Typography component="p" variant="body2" sx={{ mb: 0.5 }}>
                <Box component="strong" sx={{ fontStyle: 'italic' }}>
                  {action.name}.
                </Box>{' '}
                {actionText(action)}
              </Typography>
              <SpellLines action={action} />
            </Fragment>
          ))}
        </Box>
      </Box>
      <Typography
        component="p"
        variant="caption"
        color="text.secondary"
        className="cg-attribution"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {SRD_ATTRIBUTION}
      </Typography>
    </Box>
  );
}
