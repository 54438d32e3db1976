// "Arriving from login" (content-app.md 4, the return-to-last-content prompt): the sign-in puts this in
// the navigation state of the page it opens, so the home knows the visit is the first after a sign-in.
// A history entry's state lives as long as that entry: a later visit to the home has none, a reload of
// the same entry keeps it until the prompt is answered (the home then replaces it).
export const signInArrival = { fromSignIn: true } as const;

export const cameFromSignIn = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromSignIn?: unknown }).fromSignIn === true;
