// The app switch (learning-area.md 3 appsUserAccess, 4.11): the menus' entry; its dialog loads when
// opened. (The content app's top bar has its entry in the user menu, app/frame/user-menu, a lazy module,
// so this one stays out of the first paint.)
export { useAppSwitch } from './useAppSwitch';
