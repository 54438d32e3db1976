// Support access (learning-area.md 4.11): the banner every frame shows during an access. The screen
// (SupportAccessScreen.tsx) is lazy-loaded by the router.
export { SupportBanner } from './SupportBanner';
