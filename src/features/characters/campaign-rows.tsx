import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import NativeSelect from '@mui/material/NativeSelect';
import InputBase from '@mui/material/InputBase';
import type { Character } from '@/domain/character';
import { addToCampaign } from '@/domain/campaigns';
import {
  addTag,
  campaignsOf,
  removeFromCampaign,
  removeTag,
  tagsInUse,
} from '@/domain/campaign-filing';
import { useCampaigns } from '@/state/campaigns';
import { useCharacters } from '@/state/characters';
import { useT } from '@/components/i18n';

const fieldSx = {
  fontSize: '0.875rem',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1,
  '&:has(input:focus-visible, select:focus-visible)': {
    outline: '3px solid var(--app-focus-ring)',
    outlineOffset: '2px',
  },
} as const;

/** One row of the story: a name, the removable chips, then the control adding one. */
function Row({ label, chips, add }: { label: string; chips: ReactNode; add: ReactNode }) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', alignItems: 'center', my: 1 }}
    >
      <Box
        component="span"
        id={labelId}
        sx={{ minWidth: '5.25rem', fontSize: '0.875rem', lineHeight: 1.5, fontWeight: 500 }}
      >
        {label}
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        {chips}
        {add}
      </Box>
    </Box>
  );
}

/** A chip removed with its cross, or with Delete or Backspace while it has the focus. */
function RemovableChip({
  name,
  what,
  onRemove,
}: {
  name: string;
  what: 'campaign' | 'tag';
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <Chip
      size="small"
      label={<bdi>{name}</bdi>}
      onDelete={onRemove}
      deleteIcon={<CancelIcon aria-label={t('chips.remove', { name })} aria-hidden={false} />}
      aria-label={t(what === 'tag' ? 'chips.tag' : 'chips.campaign', { name })}
    />
  );
}

/** `Campaigns`: the saved character's campaigns, and `Add to campaign` with the others. */
function CampaignsRow({ character }: { character: Character }) {
  const { campaigns } = useCampaigns();
  const { editSaved } = useCharacters();
  const addRef = useRef<HTMLSelectElement>(null);
  const id = useId();
  const mine = campaignsOf(character, campaigns);
  const others = campaigns.filter((c) => !mine.includes(c));
  const t = useT();
  return (
    <Row
      label={t('campaigns.group')}
      chips={mine.map((campaign) => (
        <RemovableChip
          key={campaign.id}
          name={campaign.name}
          what="campaign"
          onRemove={() => {
            editSaved(character.id, (c) => removeFromCampaign(c, campaign.id));
            // The chip is gone: the focus stays in the row rather than falling to the page.
            addRef.current?.focus();
          }}
        />
      ))}
      add={
        <>
          <label
            htmlFor={id}
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {t('chips.addToCampaign')}
          </label>
          <NativeSelect
            value=""
            disableUnderline
            onChange={(event) => {
              const campaign = event.target.value;
              if (campaign) editSaved(character.id, (c) => addToCampaign(c, campaign));
            }}
            inputRef={addRef}
            inputProps={{ id }}
            sx={fieldSx}
          >
            <option value="">
              {t(campaigns.length === 0 ? 'chips.addToCampaignFirst' : 'chips.addToCampaign')}
            </option>
            {others.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </NativeSelect>
        </>
      }
    />
  );
}

/** `Tags`: the saved character's tags, and `Add tag`, which suggests the tags in use. */
function TagsRow({ character }: { character: Character }) {
  const { characters, editSaved } = useCharacters();
  const [tag, setTag] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tag.trim()) return;
    if (editSaved(character.id, (c) => addTag(c, tag))) setTag('');
  };
  return (
    <Row
      label={t('chips.tags')}
      chips={(character.tags ?? []).map((name) => (
        <RemovableChip
          key={name}
          name={name}
          what="tag"
          onRemove={() => {
            editSaved(character.id, (c) => removeTag(c, name));
            fieldRef.current?.focus();
          }}
        />
      ))}
      add={
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <InputBase
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            placeholder={t('chips.addTag')}
            inputRef={fieldRef}
            inputProps={{
              'aria-label': t('chips.addTag'),
              list: listId,
              autoComplete: 'off',
              maxLength: 60,
            }}
            sx={{ ...fieldSx, width: 140 }}
          />
          <datalist id={listId}>
            {tagsInUse(characters).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Button type="submit" size="small" aria-label={t('chips.addTheTag')}>
            {t('chips.add')}
          </Button>
        </Box>
      }
    />
  );
}

/** The `Campaigns` and `Tags` rows of a saved character's story. */
export function CampaignRows({ character }: { character: Character }) {
  return (
    <>
      <CampaignsRow character={character} />
      <TagsRow character={character} />
    </>
  );
}
