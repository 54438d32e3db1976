// Block Recommendation (learning-area.md 2.3, 7.1, 9): the courses recommended to the learner, from
// GET /learning/students/{idUser}/recommendations, as cards of the block's format. It asks for two
// rows of its columns and one more at first, two rows more at each 'Carregar mais' (6, then 5, on
// small screens); none says 'Não foram encontradas recomendações.'.
import { useMemo } from 'react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { recommendationsQuery } from '../../../src/api/learning-catalog';
import { useMenuData } from '../../../src/session';
import type { BlockRendererProps } from '../../../src/engine';
import { MoreNodes, pagesAsElements, usePageSizes } from '../../../src/features/learning-catalog';
import { catalogMessages } from '../../../src/i18n/learning-catalog';
import { EmptyState } from '../../../src/ui/cards/EmptyState';
import {
  BlockFrame,
  CardPlaceholders,
  ElementCards,
  cardOptions,
  type CardFormat,
  type CardVariant,
} from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';

export default function Recommendation({ block, parameters }: BlockRendererProps) {
  const idUser = useMenuData()?.loginInfo.idUser;
  const { format, variant } = cardOptions(parameters, 'standard');
  return (
    <BlockFrame block={block} parameters={parameters}>
      {idUser === undefined ? (
        <EmptyState text={catalogMessages.noRecommendations} />
      ) : (
        <Loaded subject={`recomendações ${idUser}`} placeholder={<CardPlaceholders format={format} />}>
          <Recommended idUser={idUser} format={format} variant={variant} />
        </Loaded>
      )}
    </BlockFrame>
  );
}

interface Props {
  idUser: number;
  format: CardFormat;
  variant: CardVariant;
}

function Recommended({ idUser, format, variant }: Props) {
  const sizes = usePageSizes(format);
  const pages = useSuspenseInfiniteQuery(recommendationsQuery(idUser, sizes));
  const items = useMemo(() => pagesAsElements(pages.data.pages), [pages.data]);
  if (items.length === 0) return <EmptyState text={catalogMessages.noRecommendations} />;
  return (
    <>
      <ElementCards items={items} format={format} variant={variant} label={catalogMessages.recommendations} />
      <MoreNodes pages={pages} subject={`recomendações ${idUser}`} />
    </>
  );
}
