import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Relationship } from '@/domain/character';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useT, type Translate } from './i18n';

/** Each kind of relationship we make, by its message; a kind from elsewhere reads as it is. */
const KIND_MESSAGES: Readonly<Record<string, MessageId>> = {
  'sibling of': 'relationships.kind.siblingOf',
  'parent of': 'relationships.kind.parentOf',
  'child of': 'relationships.kind.childOf',
  'grandparent of': 'relationships.kind.grandparentOf',
  'grandchild of': 'relationships.kind.grandchildOf',
  'spouse of': 'relationships.kind.spouseOf',
  'rival of': 'relationships.kind.rivalOf',
  'friend of': 'relationships.kind.friendOf',
  'owes money to': 'relationships.kind.owesMoneyTo',
  'is owed money by': 'relationships.kind.isOwedMoneyBy',
  commands: 'relationships.kind.commands',
  'serves under': 'relationships.kind.servesUnder',
  serves: 'relationships.kind.serves',
  'is served by': 'relationships.kind.isServedBy',
  'mentor of': 'relationships.kind.mentorOf',
  'student of': 'relationships.kind.studentOf',
  employs: 'relationships.kind.employs',
  'works for': 'relationships.kind.worksFor',
};

/** Stands for the name while a line is put into words; no name holds it. */
const NAME_MARK = '\u0000';

/**
 * The words before and after the other character's name: a language may put the name in the
 * middle ("schuldet Ann Geld").
 */
function aroundName(t: Translate, kind: string): [before: string, after: string] {
  const id = KIND_MESSAGES[kind];
  if (!id) return [`${kind} `, ''];
  const [before = '', after = ''] = t(id, { name: NAME_MARK }).split(NAME_MARK);
  return [before, after];
}

export interface RelationshipsRowProps {
  relationships: readonly Relationship[] | undefined;
  /**
   * Opens the other character, or null when it can no longer be found (deleted): its name then
   * reads as plain text.
   */
  openerFor: (id: string) => (() => void) | null;
}

/**
 * `Relationships`: "rival of Ann Bell; child of Tam Reed", each name a link to that character
 * while it can be found. Nothing for a character made alone. Each name is isolated (`bdi`), so
 * right-to-left letters or a direction mark in one name leave the rest of the line as it is.
 */
export function RelationshipsRow({ relationships, openerFor }: RelationshipsRowProps) {
  const t = useT();
  if (!relationships?.length) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'flex',
        columnGap: 2,
        flexWrap: 'wrap',
        my: 1,
        '& dt': { minWidth: '5.25rem', fontSize: '0.875rem', lineHeight: 1.5, fontWeight: 500 },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      <dt>{t('relationships.label')}</dt>
      <dd>
        {relationships.map((r, i) => {
          const open = openerFor(r.id);
          const name = r.name || t('relationships.someone');
          const [before, after] = aroundName(t, r.kind);
          return (
            <Fragment key={`${r.kind}-${r.id}`}>
              {i > 0 && '; '}
              {before}
              {open ? (
                <Link
                  component="button"
                  type="button"
                  onClick={open}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  <bdi>{name}</bdi>
                </Link>
              ) : (
                <bdi>{name}</bdi>
              )}
              {after}
            </Fragment>
          );
        })}
      </dd>
    </Box>
  );
}
