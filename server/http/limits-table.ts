// Every limit of the API in one table (README "Limits"): how many requests, in what window, per what
// key. Tests shrink it through ServerOptions.limits. The numbers stop the attacks measured in issue 9
// (36 wrong passwords a second, 2,182 reset requests in 5 s, 554 tokens for one user in 15 s) while a
// learner, a classroom behind one address, and the end-to-end suite never meet them.

export interface LimitRule {
  /** Requests allowed in one window; the next one gets 429. */
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60 * 1000;

export const defaultLimits = {
  /** Failed logins per account (tenant + login): guessing one password. Only failures count. */
  loginFailuresPerAccount: { max: 10, windowMs: minutes(15) },
  /** Failed logins per address, whatever the account: one address cycling through accounts. */
  loginFailuresPerAddress: { max: 50, windowMs: minutes(15) },
  /** "Esqueceu sua senha?" per account (tenant + login): each request would send an e-mail. */
  passwordResetsPerAccount: { max: 5, windowMs: minutes(15) },
  /** Tokens made for one user: logins, renewals and link tokens together. */
  tokensPerUser: { max: 100, windowMs: minutes(15) },
  /** Chat messages saved per user (POST /chat/savemessageroom). */
  chatMessagesPerUser: { max: 60, windowMs: minutes(1) },
  /** Chat announcements per user on the realtime socket. */
  chatAnnouncementsPerUser: { max: 60, windowMs: minutes(1) },
  /** Tracking calls per user (/tracking, /tracking/exit): players report every few seconds. */
  trackingPerUser: { max: 120, windowMs: minutes(1) },
  /** First-access PINs asked for one phone (each would be an SMS). */
  pinRequestsPerPhone: { max: 5, windowMs: minutes(15) },
  /** Password changes per user, failed or not: guessing the current password of an open session. */
  passwordChangesPerUser: { max: 10, windowMs: minutes(15) },
  /** Uploads per user (user content and profile photos). */
  uploadsPerUser: { max: 20, windowMs: minutes(10) },
  /** Comments written per user: new ones, replies, edits, deletions and reports (learning-area.md 7.8). */
  commentWritesPerUser: { max: 30, windowMs: minutes(1) },
  /** Contact-us messages per user (POST /notifications/emails/CONTACT_US): each is an e-mail to the company. */
  contactMessagesPerUser: { max: 5, windowMs: minutes(60) },
  /** Saves of one's notification choices (learning-area.md 7.9): a switch flipped and saved now and then. */
  notificationSavesPerUser: { max: 30, windowMs: minutes(1) },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof defaultLimits;
export type LimitTable = Record<LimitName, LimitRule>;
