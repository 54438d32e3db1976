// A course's catalog page without an active enrollment (learning-area.md 2.2, 4.4): its contents are
// not listed (only an ORGANIZATION node's are), so the page presents it: title, image, description,
// syllabus and workload where the node has them, and the enrolment its card offers ('fazer matrícula',
// 'faça a sua rematrícula') through the same class selection modal. A course closed to the learner
// (no self-enrolment, 'inactive') is presented without an offer.
import { useState } from 'react';
import type { Node } from '../../generated/types';
import { catalogMessages as text } from '../../i18n/learning-catalog';
import { cardState, offersEnrollment } from '../../shared-rules/learning-cards';
import { CardEnrollment, nodeView, VariantImage } from '../../ui/learning-card';
import { SafeHtml } from '../../ui/safe-html';
import * as css from './CoursePresentation.css';

/** The course below its page's title (the catalog page draws it, as for every catalog). */
export function CoursePresentation({ node }: { node: Node }) {
  const view = nodeView(node);
  const [now] = useState(() => new Date());
  const state = view.facts ? cardState(view.facts, now) : undefined;
  return (
    <article className={css.presentation} data-presentation={node.nodeCode}>
      {node.image ? (
        <VariantImage
          src={node.image}
          variant="landscape-large"
          className={css.image}
          eager
          width={1200}
          height={400}
        />
      ) : null}
      {node.description ? <p className={css.description}>{node.description}</p> : null}
      {node.workload ? <p className={css.fact}>{text.workload(node.workload)}</p> : null}
      {node.syllabus ? (
        <section className={css.syllabus}>
          <h2 className={css.sectionTitle}>{text.syllabus}</h2>
          <SafeHtml html={node.syllabus} />
        </section>
      ) : null}
      {state && offersEnrollment(state) ? (
        <div className={css.enrolment}>
          <CardEnrollment state={state} locked={false} nodeCode={node.nodeCode} title={node.title} />
          <p className={css.fact}>{text.contentsAfterEnrollment}</p>
        </div>
      ) : null}
    </article>
  );
}
