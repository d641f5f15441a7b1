import { useId } from 'react';
import Box from '@mui/material/Box';
import { useCampaigns } from '@/state/campaigns';
import { useT } from '@/components/i18n';
import { CampaignOptions } from '@/components/campaign-options';

/**
 * `Current campaign`: the campaign `Save Character`, `Save group` and `Save NPC` file new
 * characters in, on every screen. The browser's own select with a label, drawn here rather than
 * with the library's select, so every screen's first download stays as small as it was.
 * `inBar` draws it light on the phone's coloured bar.
 */
export function CurrentCampaignSelect({ inBar = false }: { inBar?: boolean }) {
  const { campaigns, currentCampaign, setCurrentCampaign } = useCampaigns();
  const id = useId();
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        ...(inBar ? { width: 124, flexShrink: 0, mr: 1 } : { mt: 2 }),
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          fontSize: '0.75rem',
          lineHeight: 1.2,
          // One line on the phone's bar, so the bar keeps its height.
          whiteSpace: 'nowrap',
          color: inBar ? 'inherit' : 'text.secondary',
        }}
      >
        {t('campaigns.current')}
      </Box>
      <Box
        component="select"
        id={id}
        value={currentCampaign}
        onChange={(event: { target: { value: string } }) => setCurrentCampaign(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '0.95rem',
          py: inBar ? 0.25 : 0.5,
          color: 'inherit',
          bgcolor: 'transparent',
          border: 0,
          borderBottom: 1,
          borderColor: inBar ? 'currentColor' : 'divider',
          textOverflow: 'ellipsis',
          minWidth: 0,
          '&:focus-visible': { outline: '3px solid var(--app-focus-ring)', outlineOffset: '2px' },
          // The list opened on the coloured bar keeps the page's own colours.
          '& option': { color: 'text.primary', bgcolor: 'background.paper' },
        }}
      >
        <option value="">{t('campaigns.none')}</option>
        <CampaignOptions campaigns={campaigns} />
      </Box>
    </Box>
  );
}
