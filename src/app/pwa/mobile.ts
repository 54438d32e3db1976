// The media query of "mobile" for the install prompt (platform.ts). A module of its own: the home's first
// paint imports it (router.tsx mounts the prompt only when it matches), and importing platform.ts there
// would put all of it in the first paint's chunk.
export const MOBILE_QUERY = '(max-width: 800px) and (pointer: coarse)';
