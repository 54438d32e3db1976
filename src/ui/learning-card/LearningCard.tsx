// The one card of the learning area (learning-area.md 2.3): a block element drawn in its block's
// card format (portrait, square, landscape-xsmall) as one of five variants, with the learner's
// progress when enrolled, the whole card one link to the element's node or content.
import { useContext, useState } from 'react';
import { BlockTitleLevel } from './BlockFrame';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../cards/ProgressBar';
import { cx } from '../cards/cx';
import { cardState, classIsFuture, offersEnrollment, opensElement } from '../../shared-rules/learning-cards';
import { CardEnrollment } from './CardEnrollment';
import type { CardFormat, CardVariant } from './columns';
import { elementPath, type ElementView } from './elementView';
import { variantOfCard } from './imageVariant';
import { VariantImage } from './VariantImage';
import * as css from './LearningCard.css';
import { cardDescription } from '../excerpt';

/** Intrinsic image sizes per format: the ratio the box keeps while the image loads. */
const SIZE: Record<CardFormat, { width: number; height: number }> = {
  portrait: { width: 300, height: 400 },
  square: { width: 300, height: 300 },
  'landscape-xsmall': { width: 320, height: 180 },
};

interface Props {
  view: ElementView;
  format: CardFormat;
  variant?: CardVariant;
  /** Among the first cards on screen: its image is not lazy. */
  eager?: boolean;
  /** A search result: its learning page is told so (elementPath). */
  fromSearch?: boolean;
  /** Where the card leads, when not where its element does (an enrollment's own page). */
  href?: string;
  /**
   * Every card of the list at one height (a virtual grid measures one for all): the title keeps
   * two lines and the progress its place, whether or not the card has them.
   */
  uniform?: boolean;
}

export function LearningCard({
  view,
  format,
  variant = 'standard',
  eager = false,
  fromSearch,
  href: where,
  uniform = false,
}: Props) {
  // 4.4: the card's state decides whether it opens; 4.3: a locked item or a class not started does not.
  const [now] = useState(() => new Date());
  const state = view.facts ? cardState(view.facts, now) : undefined;
  const locked = view.locked === true || classIsFuture(view.facts?.enrollment?.team, now);
  const enrolling = state !== undefined && offersEnrollment(state);
  const opens = !locked && (state === undefined || opensElement(state) || enrolling);
  // An offer of (re-)enrolment leads to the course's presentation, wherever the list would send it.
  const href = opens
    ? ((enrolling ? undefined : where) ??
      elementPath(view, {
        journey: variant === 'journey',
        avatar: variant === 'avatar',
        fromSearch,
        enrolling,
      }))
    : undefined;
  const overlay = variant === 'block';
  const mediaClass =
    variant === 'banner' ? css.bannerMedia : variant === 'avatar' ? css.avatarMedia : css.media[format];
  const size = variant === 'banner' ? { width: 1200, height: 400 } : SIZE[format];
  // One level below its block's title (h2 on /cardlist, whose block title is the page's h1).
  const Heading = useContext(BlockTitleLevel) === 1 ? 'h2' : 'h3';
  const title = (
    <Heading className={cx(css.title, overlay && css.overlayTitle, uniform && css.uniformTitle)}>
      {href ? (
        <Link to={href} className={css.link}>
          {view.title}
        </Link>
      ) : (
        view.title
      )}
    </Heading>
  );
  const details = (
    <>
      {/* A locked evaluation says so like any other locked card (issue 18), though it has no state. */}
      {state || locked ? (
        <CardEnrollment state={state} locked={locked} nodeCode={view.nodeCode} title={view.title} />
      ) : null}
      {variant === 'journey' && view.description ? (
        <p className={css.description}>{cardDescription(view.description)}</p>
      ) : null}
      {view.progress === undefined ? (
        uniform ? (
          <div className={cx(css.progress, css.progressPlace)} />
        ) : null
      ) : (
        <div className={css.progress}>
          <ProgressBar value={view.progress} />
        </div>
      )}
    </>
  );
  return (
    <article
      className={cx(css.card, css.variant[variant], uniform && css.uniformCard)}
      data-format={format}
      data-variant={variant}
      data-state={state}
      data-locked={locked ? '' : undefined}
    >
      <div className={mediaClass}>
        {view.image ? (
          <VariantImage
            src={view.image}
            variant={variantOfCard(format, variant)}
            className={css.image}
            eager={eager}
            {...size}
          />
        ) : (
          <div className={css.noImage} />
        )}
        {overlay ? (
          <div className={css.overlayBody}>
            {title}
            {details}
          </div>
        ) : null}
      </div>
      {overlay ? null : (
        <div className={cx(css.body, uniform && css.uniformBody)}>
          {title}
          {details}
        </div>
      )}
    </article>
  );
}
