// /liveplayer/{id} (content-app.md 2.1, "Live player, referenced with no detail"): a live content
// (type 6) on its own page, drawn by the content page's live viewer (2.6: the player on the event's
// day, otherwise its cover; its chat panel beside it), tracked as the content page tracks. The live
// list opens its events here. An id that is no content says so as the content page does; a content
// that is no live goes to its content page, where its own viewer draws it.
import { Navigate } from 'react-router-dom';
import { contentPath } from '../../paths/paths';
import { RoutedContent, TrackedContent } from './ContentScreen';

/** content-app.md 2.6: type 6, "Live stream". */
const LIVE_STREAM = 6;

export default function LivePlayerScreen() {
  return (
    <RoutedContent param="id" subject="transmissão">
      {({ id, item, idSection }) =>
        item.idContentType === LIVE_STREAM ? (
          <TrackedContent item={item} idSection={idSection} />
        ) : (
          <Navigate to={contentPath(id, idSection)} replace />
        )
      }
    </RoutedContent>
  );
}
