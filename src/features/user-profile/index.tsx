// /PerfilUsuario?nome=&email=&photo= (content-app.md 2.1): another user's profile, drawn from the
// query string alone (a contract of the people directory); nothing is fetched. The values are
// text anyone can write, so the photo must be a web address or a path of this site
// (src/ui/avatar.ts) and the e-mail must look like one before it becomes a mailto: link.
import { useSearchParams } from 'react-router-dom';
import { directoryMessages } from '../../i18n/directory';
import { Avatar } from '../../ui/Avatar';
import { readProfileQuery } from './profileQuery';
import * as css from './profile.css';

const looksLikeEmail = (email: string) => /^[^\s@?&/]+@[^\s@?&/]+$/.test(email);

export default function UserProfile() {
  const [params] = useSearchParams();
  const { name, email, photo } = readProfileQuery(params);
  if (!name)
    return (
      <section className={css.page}>
        <p className={css.missing}>{directoryMessages.profileUnavailable}</p>
      </section>
    );
  return (
    <section className={css.page} aria-labelledby="user-profile-name">
      <Avatar name={name} photo={photo} size="large" />
      <h1 id="user-profile-name" className={css.name}>
        {name}
      </h1>
      {email ? (
        <p className={css.email}>
          <span className={css.label}>{directoryMessages.profileEmail}: </span>
          {looksLikeEmail(email) ? (
            <a href={`mailto:${email}`} className={css.link}>
              {email}
            </a>
          ) : (
            email
          )}
        </p>
      ) : null}
    </section>
  );
}
