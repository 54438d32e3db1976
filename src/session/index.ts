export * from './store';
export * from './hooks';
export { SessionProvider } from './SessionProvider';
export { needsRenewal } from './renewal';
export { signInArrival, cameFromSignIn } from './arrival';
