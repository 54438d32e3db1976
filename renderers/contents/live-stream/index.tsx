// Content type 6, transmissão ao vivo (content-app.md 2.6): on the event's own day (initDate, in the
// learner's time zone, the rule of the live list's "AO VIVO") the player; any other day the cover
// image with the date. Beside it the chat of the event's room (idChatRoom) on the live channel, as a
// panel the learner collapses or expands (content-app.md 4 "Chat panel").
import { useEffect, useState } from 'react';
import type { ContentRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { ItemChat } from '../../../src/features/chat';
import { MediaDetails, MediaPlayer, mediaSource } from '../../../src/features/media';
import { mediaMessages as text } from '../../../src/i18n/media';
import { messages } from '../../../src/i18n/messages';
import { sectionMessages } from '../../../src/i18n/sections';
import { formatDate, parseDate } from '../../../src/i18n/dates';
import { isLiveToday } from '../../../src/ui/eventDay';
import * as css from './styles.css';

const MINUTE_MS = 60_000;

/** The time now, renewed every minute: a page left open shows the player when the day comes. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function LiveStreamViewer({ item, idSection }: ContentRendererProps) {
  const now = useMinuteClock();
  const src = mediaSource(item);
  const live = isLiveToday(item.initDate, now);
  return (
    <div className={css.viewer} data-content-type="6">
      <div className={css.stage}>
        {live && src ? (
          <>
            <p className={css.badge}>{sectionMessages.live}</p>
            <MediaPlayer
              key={item.idContentItem}
              item={item}
              idSection={idSection}
              kind="video"
              src={src}
              resume={false}
              label={text.liveOf(item.text)}
              poster={item.image}
              failedText={text.playbackFailed.live}
            />
          </>
        ) : (
          <Cover item={item} now={now} live={live} />
        )}
      </div>
      <ItemChat item={item} title={text.liveChat} panel="expanded" channel="live" className={css.chat} />
      <div className={css.details}>
        <MediaDetails item={item} />
      </div>
    </div>
  );
}

/** Any other day: the cover and when the event is (or was). */
function Cover({ item, now, live }: { item: ContentItem; now: Date; live: boolean }) {
  const date = parseDate(item.initDate);
  return (
    <figure className={css.cover}>
      {item.image ? (
        <img src={item.image} alt="" className={css.coverImage} width={960} height={540} />
      ) : null}
      <figcaption className={css.when}>
        {live ? (
          // The day has come but the item names nothing to play.
          messages.contentUnavailable
        ) : date ? (
          <>
            {date < now ? text.livePast : text.liveUpcoming}{' '}
            <time dateTime={item.initDate}>{formatDate(date, 'longDateAtTime')}</time>.
          </>
        ) : (
          text.liveNoDate
        )}
      </figcaption>
    </figure>
  );
}
