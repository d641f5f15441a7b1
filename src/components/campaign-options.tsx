import type { Campaign } from '@/domain/campaigns';

/** The campaigns as the options of a native list, each chosen by its id. */
export function CampaignOptions({ campaigns }: { campaigns: readonly Campaign[] }) {
  return campaigns.map((campaign) => (
    <option key={campaign.id} value={campaign.id}>
      {campaign.name}
    </option>
  ));
}
