import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HydrateLater } from '@/components/hydrate-later';
import { useAppLive } from '@/components/use-app-live';
import { paintedPart } from '@/config/first-paint';
import { SettingsForm, type SettingsFormProps } from './settings-form';
import { ThemeField } from './theme-field';
import { ContentPacks } from './content-packs-section';
import { GameSystemField, LanguageField, StoryLengthField } from './instant-settings';
import { SettingsSection as Section } from './settings-section';
import { InterfaceLanguageField } from './interface-language-field';
import { useT } from '@/components/i18n';

/**
 * The page painted at build time shows the defaults: a visitor with settings of their own sees
 * this instead until the app shows theirs. Its own component, so that only it draws again when
 * the app adopts the painted page.
 */
function SettingsLoading() {
  const live = useAppLive();
  const t = useT();
  if (live) return null;
  return (
    <Typography role="status" {...paintedPart('settingsLoading')} sx={{ mb: 2 }}>
      {t('settings.loading')}
    </Typography>
  );
}

/** The Settings screen: general settings, then the portraits' and model providers' form. */
export function SettingsPage(props: SettingsFormProps = {}) {
  const t = useT();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title.settings')}
      </Typography>
      <SettingsLoading />
      <Stack {...paintedPart('defaultSettings')} spacing={3} sx={{ maxWidth: 1200 }}>
        <Section title={t('settings.general')} text={t('settings.general.text')}>
          {/* Room above the first field's label, which sits on its outline (the stack resets
              the field's own margin). */}
          <HydrateLater>
            <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 1.5 }}>
              <ThemeField />
              <LanguageField />
              <GameSystemField />
              <StoryLengthField />
            </Stack>
          </HydrateLater>
        </Section>
        {/* The portraits' and the models' settings share one form: the image model's fields
            are saved with the text models'. */}
        <SettingsForm {...props} />
        <Section title={t('packs.list')} text={t('packs.section.text')}>
          <HydrateLater>
            <ContentPacks />
          </HydrateLater>
        </Section>
        <Section title={t('settings.language')} text={t('settings.language.text')}>
          <HydrateLater>
            <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 1.5 }}>
              <InterfaceLanguageField />
            </Stack>
          </HydrateLater>
        </Section>
      </Stack>
    </>
  );
}
