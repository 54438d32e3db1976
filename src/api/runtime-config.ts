// /config.json: read once at start, so one build serves every deployment (DESIGN, step 1).
export interface RuntimeConfig {
  apiBaseUrl: string;
  preview: boolean;
  uploadHost?: string;
  chatHost?: string;
  adminHost?: string;
  /**
   * learning-area.md 4.2: the page of the SCORM CDN test, loaded once in a hidden frame (its result kept
   * 7 days in a cookie decides useCdn); empty or absent: no test, no CDN.
   */
  scormCdnTestUrl?: string;
}

const DEFAULTS: RuntimeConfig = { apiBaseUrl: '/api', preview: false };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // The default cache mode, so the preload of index.html is used; the server answers no-cache, so a
    // new deployment's config is never missed.
    const response = await fetch('/config.json');
    const json = (await response.json()) as Partial<RuntimeConfig>;
    const preview = json.preview === true || new URLSearchParams(location.search).get('preview') === '1';
    return {
      ...DEFAULTS,
      ...json,
      apiBaseUrl: typeof json.apiBaseUrl === 'string' ? json.apiBaseUrl : DEFAULTS.apiBaseUrl,
      preview,
    };
  } catch {
    return DEFAULTS;
  }
}
