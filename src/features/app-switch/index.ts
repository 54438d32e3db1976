// The app switch (learning-area.md 3 appsUserAccess, 4.11): the menus' entry; its dialog loads when opened.
export { useAppSwitch } from './useAppSwitch';
