// The content page's note of the running campaigns a content counts for (content-app.md 2.8, 7 GET
// /campaign/listbycontent/{id}): a quiet line above the viewer rather than a modal, since it comes on
// every visit of the content. For a user with gamification on; nothing while loading, on failure
// (content-app.md 8: swallowed) or when no campaign counts it.
import { useQuery } from '@tanstack/react-query';
import { campaignsByContentQuery } from '../../api/campaigns';
import { campaignMessages as text } from '../../i18n/campaigns';
import { useMenuData } from '../../session';
import * as css from './campaigns.css';

export default function CampaignBanner({ idContentItem }: { idContentItem: number }) {
  const gamification = useMenuData()?.loginInfo.gamification === 1;
  const { data: campaigns = [] } = useQuery({
    ...campaignsByContentQuery(idContentItem),
    enabled: gamification,
  });
  if (!gamification || campaigns.length === 0) return null;
  const [only] = campaigns;
  return (
    <div role="note" className={css.banner}>
      {campaigns.length === 1 && only ? (
        text.bannerOne(only.name)
      ) : (
        <>
          {text.bannerMany}
          <ul className={css.bannerList}>
            {campaigns.map((campaign) => (
              <li key={campaign.idgamification_campaign}>{campaign.name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
