// The home's prompts take turns (content-app.md 2.1: terms, PWA install, onboarding frame, return to
// the last content, then the home; the campaign modal after them): the first one not yet done is the
// one on screen, the rest wait. Each prompt decides for itself whether it has anything to show and
// says 'done' at once when not; done means for this visit of the home: what a prompt asks no more
// (askPWA 0, onboarding finished or put off, campaigns notified) is kept by the prompt's own state.
export interface Named {
  name: string;
}

/** The prompt whose turn it is: the first one not done; none when all are. */
export const currentPrompt = <P extends Named>(prompts: readonly P[], done: ReadonlySet<string>) =>
  prompts.find((prompt) => !done.has(prompt.name));

/** The prompts done after this one says so (the same set when it already had). */
export const markDone = (done: ReadonlySet<string>, name: string): ReadonlySet<string> =>
  done.has(name) ? done : new Set([...done, name]);

/** What each prompt is handed. */
export interface PromptProps {
  /** Nothing (more) to show: the next prompt's turn. Later calls are ignored. */
  onDone: () => void;
}
