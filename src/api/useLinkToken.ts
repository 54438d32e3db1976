// The link token of one address, asked for once when the component that builds the address mounts.
import { useEffect, useRef, useState } from 'react';
import { requestLinkToken, type LinkTokenPurpose } from './auth';

/**
 * undefined while asking; the token once minted; null when none is wanted or none could be had
 * (offline, no API in a story): the address then goes without a token, as for a signed-out learner.
 * Asked once per mount: a renewed session must not reload the frame (and lose its state), and a
 * link token serves once anyway.
 */
export function useLinkToken(purpose: LinkTokenPurpose, wanted: boolean): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    // StrictMode runs effects twice on one instance: the ref keeps it to one token, the state stays.
    requestLinkToken(purpose).then(setToken, () => setToken(null));
  }, [purpose, wanted]);
  return wanted ? token : null;
}
