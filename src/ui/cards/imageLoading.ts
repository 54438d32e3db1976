/** content-app.md 9: "image loader spinner hides after 7 s" (CardImage.css.ts's give-up delay). */
export const SPINNER_HIDES_AFTER_MS = 7000;
