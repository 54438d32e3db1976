// Stub of the journey tab; its helper replaces this file (issue 18).
export function CertificatesTab() {
  return <p>…</p>;
}
