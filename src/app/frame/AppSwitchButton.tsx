// The content app's entry to the app switch, beside 'Sair' in its top bar (it has no user menu).
// Loaded by TopBar only for a person with accounts in other apps, so everyone else's first paint does
// not carry the switch.
import { useAppSwitch } from '../../features/app-switch';
import { appSwitchMessages } from '../../i18n/app-switch';

export default function AppSwitchButton({ className }: { className: string }) {
  const appSwitch = useAppSwitch();
  if (!appSwitch.available) return null;
  return (
    <>
      <button type="button" className={className} onClick={appSwitch.open}>
        {appSwitchMessages.open}
      </button>
      {appSwitch.dialog}
    </>
  );
}
