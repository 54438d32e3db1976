// The store (content-app.md 2.5, section type 59) as its section renderer uses it: the cart link,
// the styles shared with the product and checkout screens, going back and
// the idle refresh. The product, checkout and redirect screens are lazy-loaded by the router from
// their files.
export { CartLink } from './CartLink';
export * as storeStyles from './store.css';
export { useGoBack } from './useGoBack';
export { useStoreIdle } from './useStoreIdle';
