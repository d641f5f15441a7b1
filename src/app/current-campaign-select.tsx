import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useCampaigns } from '@/state/campaigns';

/**
 * `Current campaign`: the campaign `Save Character`, `Save group` and `Save NPC` file new
 * characters in, on every screen. The device's own list, so no menu code is downloaded for it.
 * `inBar` draws it light on the phone's coloured bar.
 */
export function CurrentCampaignSelect({ inBar = false }: { inBar?: boolean }) {
  const { campaigns, currentCampaign, setCurrentCampaign } = useCampaigns();
  const id = useId();
  return (
    <FormControl
      size="small"
      variant="standard"
      sx={
        inBar
          ? { minWidth: 0, maxWidth: 140, mr: 1, '& *': { color: 'inherit !important' } }
          : { width: '100%', mt: 2 }
      }
    >
      <InputLabel htmlFor={id} shrink sx={inBar ? { fontSize: '0.85rem' } : undefined}>
        Current campaign
      </InputLabel>
      <NativeSelect
        value={currentCampaign}
        onChange={(event) => setCurrentCampaign(event.target.value)}
        inputProps={{ id }}
        sx={inBar ? { '&::before, &::after': { borderColor: 'currentColor' } } : undefined}
      >
        <option value="">No campaign</option>
        {campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
