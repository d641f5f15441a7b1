import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { ALL_CAMPAIGNS, NO_CAMPAIGN, type CampaignFilter } from '@/domain/campaigns';
import { useCampaigns } from '@/state/campaigns';
import { fieldFocus } from './library-toolbar';
import { useT } from '@/components/i18n';
import { CampaignOptions } from '@/components/campaign-options';

// The dialogs' code (and MUI's dialog) is downloaded when one is first opened.
const CampaignDialogs = lazy(() =>
  import(/* webpackChunkName: "campaign-dialogs" */ './campaign-dialogs').then((module) => ({
    default: module.CampaignDialogs,
  })),
);

/** `New campaign` and `Manage campaigns`, each opening its dialog. */
export function CampaignButtons() {
  const [open, setOpen] = useState<'new' | 'manage' | null>(null);
  const [loaded, setLoaded] = useState(false);
  const show = (which: 'new' | 'manage') => {
    setLoaded(true);
    setOpen(which);
  };
  const t = useT();
  return (
    <Box
      role="group"
      aria-label={t('campaigns.group')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={() => show('new')}>
        {t('campaigns.new')}
      </Button>
      <Button variant="outlined" startIcon={<FolderOpenIcon />} onClick={() => show('manage')}>
        {t('campaigns.manage')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CampaignDialogs open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}

/** The `Campaign` filter beside Search and Sort by: every campaign, none, or one of them. */
export function CampaignFilterField({
  value,
  onChange,
  sx,
}: {
  value: CampaignFilter;
  onChange: (filter: CampaignFilter) => void;
  sx?: object;
}) {
  const { campaigns } = useCampaigns();
  const id = useId();
  const t = useT();
  return (
    <FormControl size="small" sx={{ flex: '1 1 160px', maxWidth: 240, ...fieldFocus, ...sx }}>
      <InputLabel htmlFor={id} shrink>
        {t('campaigns.filter')}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={t('campaigns.filter')} notched />}
        inputProps={{ id }}
      >
        <option value={ALL_CAMPAIGNS}>{t('campaigns.all')}</option>
        <option value={NO_CAMPAIGN}>{t('campaigns.none')}</option>
        <CampaignOptions campaigns={campaigns} />
      </NativeSelect>
    </FormControl>
  );
}
