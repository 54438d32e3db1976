// Stub of the journey tab; its helper replaces this file (issue 18).
export function ExternalCoursesTab() {
  return <p>…</p>;
}
