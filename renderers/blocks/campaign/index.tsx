// Block Campaign (learning-area.md 2.3, 3 Campaign): the campaign by its name (the block's title), its
// text and image (parameters mediaType 'image' and mediaUrl), and the categories whose courses count
// for it as learning cards: loaded from GET /learning/categories/campaign/{idCampaign} (7.1) when the
// parameters name the campaign, else the block's own elements. A campaign with no categories is left
// out of the page (hiddenWhenEmpty; the loaded list likewise).
import { useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { campaignCategoriesQuery } from '../../../src/api/learning-campaign';
import type { BlockRendererProps } from '../../../src/engine';
import { asElements } from '../../../src/features/learning-catalog';
import type { CampaignParameters } from '../../../src/generated/types';
import { httpUrl } from '../../../src/ui/httpUrl';
import { CardsBlock } from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import * as css from './styles.css';

export default function Campaign(props: BlockRendererProps<CampaignParameters>) {
  const { mediaType, mediaUrl, idCampaign } = props.parameters;
  // The image is the campaign's banner beside its name: decorative, the title already names it.
  const image = mediaType === 'image' ? httpUrl(mediaUrl) : null;
  const before = image ? <img className={css.media} src={image.href} alt="" /> : null;
  if (idCampaign === undefined) return <CardsBlock {...props} variant="standard" before={before} />;
  return (
    <Loaded subject={`categorias da campanha ${idCampaign}`}>
      <CampaignCategories {...props} idCampaign={idCampaign} before={before} />
    </Loaded>
  );
}

function CampaignCategories({
  idCampaign,
  before,
  ...props
}: BlockRendererProps<CampaignParameters> & { idCampaign: number; before: ReactNode }) {
  const { data } = useSuspenseQuery(campaignCategoriesQuery(idCampaign));
  const items = useMemo(() => asElements(data), [data]);
  if (items.length === 0) return null;
  return <CardsBlock {...props} items={items} variant="standard" before={before} />;
}
