// The contact form (learning-area.md 2.2 /contactus): the screen, loaded on its first open.
export { default as ContactUsScreen } from './ContactUsScreen';
