// A learning page the server refused (2.2: a node that is not ORGANIZATION needs an active enrollment;
// another learner's enrollment; an unknown page): its pt-BR words in place of the page.
import type { ReactNode } from 'react';
import { isRefused, type Refused } from '../../api/learning-pages';
import * as css from './learning-pages.css';

export function Refusable<T extends object>({
  answer,
  children,
}: {
  answer: T | Refused;
  children: (page: T) => ReactNode;
}) {
  if (isRefused(answer)) {
    return (
      <p role="alert" className={css.wait} data-refused="">
        {answer.refused}
      </p>
    );
  }
  return children(answer);
}
