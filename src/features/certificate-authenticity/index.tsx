// Stub of the public certificate authenticity page; its helper replaces this file (issue 18).
export default function CertificateAuthenticityScreen() {
  return <p>…</p>;
}
