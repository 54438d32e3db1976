// /contactus (learning-area.md 2.2, 3 'Contact-us text config', 6, 7.9): the company's contact form,
// only while its CONTACT_US feature is on. Typed where it is off, the page says so in words and leads
// home; a feature that could not be checked is an error with a retry, never "not available".
import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { contactUsFeatureQuery, contactUsTextsQuery } from '../../api/contact-us';
import { contactUsText as text } from '../../i18n/contact-us';
import { messages } from '../../i18n/messages';
import { routes } from '../../paths/paths';
import { Loaded } from '../../ui/loaded';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ContactForm } from './ContactForm';
import * as css from './contactUs.css';

export default function ContactUsScreen() {
  useDocumentTitle(text.menuEntry);
  return (
    <Loaded subject="fale conosco" errorText={text.checkError}>
      <FeatureGate />
    </Loaded>
  );
}

function FeatureGate() {
  const { data: active } = useSuspenseQuery(contactUsFeatureQuery());
  if (!active) return <NotAvailable />;
  return (
    <Loaded subject="textos do fale conosco" errorText={text.loadError}>
      <ContactUsPage />
    </Loaded>
  );
}

function ContactUsPage() {
  const { data: texts } = useSuspenseQuery(contactUsTextsQuery());
  const titleId = useId();
  // Plain text from the company: a blank line starts a paragraph (never HTML).
  const paragraphs = texts.description.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <section className={css.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {texts.title.trim() || text.menuEntry}
      </h1>
      {paragraphs.length > 0 ? (
        <div className={css.intro}>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={css.paragraph}>
              {paragraph.trim()}
            </p>
          ))}
        </div>
      ) : null}
      <ContactForm feedbackMessage={texts.feedbackMessage} />
    </section>
  );
}

function NotAvailable() {
  const titleId = useId();
  return (
    <section className={css.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {text.menuEntry}
      </h1>
      <p className={css.paragraph}>{text.notAvailable}</p>
      <p className={css.paragraph}>
        <Link to={routes.home.to()} className={css.homeLink}>
          {messages.backHome}
        </Link>
      </p>
    </section>
  );
}
