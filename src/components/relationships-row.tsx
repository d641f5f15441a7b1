import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Relationship } from '@/domain/character';

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
      <dt>Relationships</dt>
      <dd>
        {relationships.map((r, i) => {
          const open = openerFor(r.id);
          const name = r.name || 'someone';
          return (
            <Fragment key={`${r.kind}-${r.id}`}>
              {i > 0 && '; '}
              {r.kind}{' '}
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
            </Fragment>
          );
        })}
      </dd>
    </Box>
  );
}
