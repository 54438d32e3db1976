// Section type 48: tiles of menu options (content-app.md 2.5), each linking to /{slug}/{sectionTo}
// over its background image, with the section's stars and a star rating widget invited by "avalie este
// conteúdo" (the votes of the section it opens, GET and POST /votes/SECTION/{id}: the fixture's numbers
// until they load). The title's link covers the tile, so the tile is one target named by it;
// the like (content-app.md 4, by element type SECTION and the section it opens) sits above that link
// as its own target, and is disabled with its tooltip for a learner who is not enrolled.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { sectionVotesQuery, voteKeys, voteOnSection } from '../../../src/api/votes';
import { RatingWidget } from '../../../src/features/rating';
import type { SectionRendererProps } from '../../../src/engine';
import type { MenuOption } from '../../../src/generated/types';
import { sectionMessages } from '../../../src/i18n/sections';
import { SlotList, cx } from '../../../src/ui/cards';
import { CardImage, EAGER_COUNT } from '../../../src/ui/cards/CardImage';
import { toneStyle } from '../../../src/ui/cards/tone';
import { Stars } from '../../../src/ui/rating/Stars';
import { Loaded } from '../../../src/ui/loaded';
import { LikeToggle } from '../../../src/ui/likes/LikeToggle';
import { sectionPath } from '../../../src/paths/paths';
import * as css from './styles.css';

function RatedTile({ option, eager }: { option: MenuOption; eager: boolean }) {
  return (
    <article className={cx(css.tile, !option.image && css.toned)} style={toneStyle(option.color)}>
      {option.image ? (
        <CardImage src={option.image} className={css.image} width={480} height={320} eager={eager} />
      ) : null}
      <div className={cx(css.body, option.image && css.overImage)}>
        <h2 className={css.title}>
          <Link to={sectionPath(option.text, option.sectionTo)} className={css.link}>
            {option.text}
          </Link>
        </h2>
        {option.description ? <p className={css.description}>{option.description}</p> : null}
        <Loaded
          subject={`avaliações da seção ${option.sectionTo}`}
          placeholder={<StarsLine rating={option.rating} numberVotes={option.numberVotes} />}
        >
          <TileVotes idSection={option.sectionTo} subject={option.text} />
        </Loaded>
        <div className={css.actions}>
          <Loaded
            subject={`curtidas da seção ${option.sectionTo}`}
            placeholder={<span className={css.likePlaceholder} />}
          >
            <LikeToggle type="SECTION" id={option.sectionTo} subject={option.text} />
          </Loaded>
        </div>
      </div>
    </article>
  );
}

function StarsLine({ rating, numberVotes }: { rating?: number; numberVotes?: number }) {
  return (
    <p className={css.rating}>
      <Stars value={rating} className={css.stars} />
      {numberVotes ? <span>{sectionMessages.votes(numberVotes)}</span> : null}
    </p>
  );
}

/** The section's stars and the learner's vote: the widget, or 'Conteúdo Avaliado' once voted. */
function TileVotes({ idSection, subject }: { idSection: number; subject: string }) {
  const { data } = useSuspenseQuery(sectionVotesQuery(idSection));
  const queryClient = useQueryClient();
  const send = (vote: number) =>
    voteOnSection(idSection, vote).then((answer) =>
      queryClient.setQueryData(voteKeys.section(idSection), answer),
    );
  return (
    <>
      <StarsLine rating={data.rating} numberVotes={data.numberVotes} />
      <RatingWidget
        className={css.vote}
        variant="card"
        vote={data.vote}
        send={send}
        legend={sectionMessages.rateThis}
        subject={subject}
      />
    </>
  );
}

export default function RatedTiles({ items }: SectionRendererProps<MenuOption>) {
  return (
    <SlotList items={items} className={css.grid}>
      {(option, index) => <RatedTile option={option} eager={index < EAGER_COUNT} />}
    </SlotList>
  );
}
