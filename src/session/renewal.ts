/** Renew-login is due when the stored last login is on an earlier UTC day than today (content-app.md 4). */
export function needsRenewal(lastLogin: string, now: Date = new Date()): boolean {
  const last = new Date(lastLogin);
  if (Number.isNaN(last.getTime())) return true;
  return last.toISOString().slice(0, 10) < now.toISOString().slice(0, 10);
}
