// Media players tell the page's tracking what they are doing: while something plays, the idle rule
// waits (content-app.md 4), and the last position is kept for the tracking record.
import { createContext, useContext, type ReactNode } from 'react';

export interface MediaActivity {
  /** The player started (true) or paused, ended or failed (false). */
  playing(isPlaying: boolean): void;
  /** Where the player is, in seconds. */
  position(seconds: number): void;
}

const ignore: MediaActivity = { playing: () => {}, position: () => {} };
const MediaActivityContext = createContext<MediaActivity>(ignore);

/** Outside a content page (a story, a test) the reports go nowhere. */
export const useMediaActivity = () => useContext(MediaActivityContext);

export function MediaActivityProvider({ value, children }: { value: MediaActivity; children: ReactNode }) {
  return <MediaActivityContext value={value}>{children}</MediaActivityContext>;
}
