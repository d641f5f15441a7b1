import { useContext, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHARACTER_CLASSES, RACES } from '@/domain/character';
import {
  defaultPictureKey,
  readDefaultPictures,
  withDefaultPicture,
} from '@/domain/default-pictures';
import { Portrait } from '@/components/portrait';
import { PictureCropDialog } from '@/components/picture-crop-dialog';
import { PortraitToolsContext, type OpenedPicture } from '@/components/portrait-tools';
import { useSettings } from '@/state/settings';
import { SelectField } from './select-field';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif';

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
  const [cropping, setCropping] = useState<{ picture: OpenedPicture; preview: string } | null>(
    null,
  );
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<HTMLButtonElement>(null);
  const key = defaultPictureKey(race, characterClass);
  const replaced = Boolean(readDefaultPictures(settings.defaultPictures)[key]);
  const setPicture = (pictureId: string | null) =>
    updateSettings({
      defaultPictures: withDefaultPicture(settings.defaultPictures, key, pictureId),
    });

  const picked = (file: File | undefined) => {
    if (!file || !tools) return;
    tools.openPicture(file).then(
      (picture) => setCropping({ picture, preview: URL.createObjectURL(file) }),
      (error: unknown) => {
        tools.reportError(error instanceof Error ? error.message : String(error));
        upload.current?.focus();
      },
    );
  };
  const endCropping = () => {
    if (cropping) {
      cropping.picture.close();
      URL.revokeObjectURL(cropping.preview);
    }
    setCropping(null);
    // Once the step's focus trap is gone.
    setTimeout(() => upload.current?.focus());
  };

  return (
    <Box sx={{ mt: 2, width: '100%' }}>
      <Typography variant="h6" component="h3">
        Default pictures
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your own picture for a race and class, shown for every character of that race and class that
        has no picture of its own.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <SelectField
            label="Race"
            value={race}
            options={RACES.map((value) => ({ value, label: value }))}
            onChange={setRace}
            helperText="The race whose picture you change."
          />
          <SelectField
            label="Class"
            value={characterClass}
            options={CHARACTER_CLASSES.map((value) => ({ value, label: value }))}
            onChange={setClass}
            helperText="The class whose picture you change."
          />
        </Stack>
        <Box sx={{ width: 160 }}>
          <Portrait character={{ race, characterClass, gender: 'Female' }} height={240} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          ref={upload}
          variant="outlined"
          disabled={!tools}
          onClick={() => input.current?.click()}
        >
          Upload picture
        </Button>
        <Button disabled={!replaced} onClick={() => setPicture(null)}>
          Use built-in picture
        </Button>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        aria-label={`Picture for ${race} ${characterClass}`}
        onChange={(event) => {
          picked(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {cropping && tools && (
        <PictureCropDialog
          picture={cropping.picture}
          preview={cropping.preview}
          onCancel={endCropping}
          onUse={async (position) => {
            try {
              setPicture(await tools.savePicture(cropping.picture, position));
              tools.reportDone?.(`Picture for ${race} ${characterClass} replaced`);
            } catch (error) {
              tools.reportError(error instanceof Error ? error.message : String(error));
            }
            endCropping();
          }}
        />
      )}
    </Box>
  );
}
