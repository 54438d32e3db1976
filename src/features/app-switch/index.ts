// The app switch (learning-area.md 3 appsUserAccess, 4.11): the menus' entry; its dialog loads when
// opened. (The content app's top bar loads its entry, app/frame/AppSwitchButton.tsx, only for a person
// with other apps, so this module stays out of the first paint.)
export { useAppSwitch } from './useAppSwitch';
