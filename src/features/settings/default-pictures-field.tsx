import { useContext, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { SectionIntro } from './section-intro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import {
  defaultPictureKey,
  readDefaultPictures,
  withDefaultPicture,
} from '@/domain/default-pictures';
import { Portrait } from '@/components/portrait';
import { PictureFileInput, usePictureUpload } from '@/components/picture-upload';
import { PortraitToolsContext } from '@/components/portrait-tools';
import { useSettings } from '@/state/settings';
import { plainOptions, SelectField } from './select-field';
import { useT } from '@/components/i18n';

type Race = (typeof RACES)[number];
type CharacterClass = (typeof CHARACTER_CLASSES)[number];

/**
 * `Default pictures`: the user's own picture for a race and class, through the same upload and
 * crop step as a character's, shown for every character of that race and class without a picture
 * of its own. Applies at once.
 */
export function DefaultPicturesField() {
  const tools = useContext(PortraitToolsContext);
  const { settings, updateSettings } = useSettings();
  const [race, setRace] = useState<Race>('Orc');
  const [characterClass, setClass] = useState<CharacterClass>('Warrior');
  const input = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const pair = `${race} ${characterClass}`;
  const key = defaultPictureKey(race, characterClass);
  const replaced = Boolean(readDefaultPictures(settings.defaultPictures)[key]);
  const setPicture = (pictureId: string | null) =>
    updateSettings({
      defaultPictures: withDefaultPicture(settings.defaultPictures, key, pictureId),
    });

  const upload = usePictureUpload(tools, {
    onSaved: (pictureId) => {
      setPicture(pictureId);
      tools?.reportDone?.(t('defaultPictures.replaced', { pair }));
    },
    focusAfter: () => uploadButton.current?.focus(),
  });

  return (
    <Box sx={{ mt: 2, width: '100%' }}>
      <SectionIntro title={t('defaultPictures.title')} text={t('defaultPictures.text')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <SelectField
            label={t('row.race')}
            value={race}
            options={plainOptions(RACES)}
            onChange={setRace}
            helperText={t('defaultPictures.race')}
          />
          <SelectField
            label={t('row.characterClass')}
            value={characterClass}
            options={plainOptions(CHARACTER_CLASSES)}
            onChange={setClass}
            helperText={t('defaultPictures.class')}
          />
        </Stack>
        <Box sx={{ width: 160 }}>
          <Portrait character={{ race, characterClass, gender: 'Female' }} height={240} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          ref={uploadButton}
          variant="outlined"
          disabled={!tools}
          onClick={() => input.current?.click()}
        >
          {t('portrait.upload')}
        </Button>
        <Button disabled={!replaced} onClick={() => setPicture(null)}>
          {t('defaultPictures.builtIn')}
        </Button>
      </Stack>
      <PictureFileInput
        inputRef={input}
        label={t('defaultPictures.file', { pair })}
        onPicked={upload.picked}
      />
      {upload.cropStep}
    </Box>
  );
}
