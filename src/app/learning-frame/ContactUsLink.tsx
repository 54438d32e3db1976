// The user menu's 'Fale conosco' (learning-area.md 2.2 /contactus, 6: "Contact-us depends on its own
// feature flag"): asked as the menu opens, shown once the company's CONTACT_US feature answers on. Until
// then, or if the check fails, the menu simply has no entry (the address itself says why, if typed).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { contactUsFeatureQuery } from '../../api/contact-us';
import { contactUsText } from '../../i18n/contact-us';
import { learningRoutes } from '../../paths/learning-paths';
import * as css from './learningFrame.css';

export function ContactUsLink({ onOpen }: { onOpen: () => void }) {
  const { data: active } = useQuery(contactUsFeatureQuery());
  if (active !== true) return null;
  return (
    <li>
      <Link to={learningRoutes.contactUs.to()} className={css.item} onClick={onOpen}>
        {contactUsText.menuEntry}
      </Link>
    </li>
  );
}
