// The answers of the engagement calls (content-app.md 7) beyond the shared ones in messages.ts.
export const engagementMessages = {
  // content-app.md 7: the app sums a playlist's videos and saves the total when the item has none; a
  // duration already known (the fixture's or one measured before) is not the learner's to change.
  durationAlreadySet: 'Este conteúdo já tem uma duração; ela não pode ser alterada.',
} as const;
