// Title, author and description (rich text, sanitised); an image is shown, a video plays (or says it cannot, with "Tentar
// novamente", as every player of the app), any other file is a download.
import { useState } from 'react';
import type { UserUpload } from '../../generated/types';
import { sectionMessages } from '../../i18n/sections';
import { attachmentKind } from '../../ui/attachment';
import { formatLongDate } from '../../i18n/dates';
import { PlaybackFailure, usePlaybackFailure } from '../../ui/playback';
import { SafeHtml } from '../../ui/safe-html';
import * as css from './userUpload.css';

export function UserUploadView({ upload }: { upload: UserUpload }) {
  const date = formatLongDate(upload.date);
  return (
    <article className={css.page}>
      <h1 className={css.title}>{upload.title}</h1>
      <p className={css.author}>
        {upload.name}
        {date ? (
          <>
            {' · '}
            <time dateTime={upload.date}>{date}</time>
          </>
        ) : null}
      </p>
      {/* Rich text from the form's editor: sanitised again here, whatever the server stored. */}
      {upload.description ? <SafeHtml html={upload.description} className={css.description} /> : null}
      <Attachment upload={upload} />
    </article>
  );
}

function Attachment({ upload }: { upload: UserUpload }) {
  const kind = attachmentKind(upload.mimetype);
  switch (kind) {
    case 'image':
      // The image is the post itself, not decoration: its title is the best description we have.
      return <img src={upload.url} alt={upload.title} className={css.media} />;
    case 'video':
      return <UploadedVideo src={upload.url} />;
    case 'file':
      return (
        <div className={css.download}>
          <p className={css.hint}>{sectionMessages.uploadDownloadHint}</p>
          <a href={upload.url} download target="_blank" rel="noopener noreferrer" className={css.button}>
            {sectionMessages.uploadDownload}
          </a>
        </div>
      );
  }
}

function UploadedVideo({ src }: { src: string }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const { failed, retry } = usePlaybackFailure(video);
  return (
    <>
      {/* Users send a video file alone: there is no caption track to offer (UserUpload has none). */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={setVideo} src={src} controls preload="metadata" className={css.media} hidden={failed}>
        {sectionMessages.videoUnsupported}
      </video>
      {failed ? <PlaybackFailure kind="video" onRetry={retry} className={css.failure} /> : null}
    </>
  );
}
