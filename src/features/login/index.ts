// The login's entry rules, which the session guard also reads. The /login screen itself
// (LoginScreen.tsx) is lazy-loaded by the router from its file, so none of it is in the first paint.
export { shouldShowLanding } from './entryRules';
