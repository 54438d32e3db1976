// A person's photo, or their initials on the brand colour when there is none (people directory,
// another user's profile). The name is always written beside it, hence alt="".
import { avatarSource, initialsOf } from './avatar';
import * as css from './Avatar.css';

export function Avatar({
  name,
  photo,
  size = 'small',
}: {
  name: string;
  photo?: string;
  size?: 'small' | 'large';
}) {
  const source = avatarSource(photo);
  const pixels = size === 'large' ? 128 : 48;
  if (source)
    return (
      <img
        src={source}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${css.avatar[size]} ${css.photo}`}
      />
    );
  return (
    <span aria-hidden="true" className={`${css.avatar[size]} ${css.initials}`}>
      {initialsOf(name)}
    </span>
  );
}
