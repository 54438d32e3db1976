// Block PreTest (learning-area.md 2.3, 4.5): each pre-test of the block with its status ('Não iniciado',
// 'Em andamento', or 'Concluído' with its 'Aproveitamento'), its title a link to the pre-test (its
// latest questionnaire, or its start: elementPath) when the element names its enrollment.
import { ItemSlot, type BlockRendererProps } from '../../../src/engine';
import type { Element } from '../../../src/generated/types';
import { Link } from 'react-router-dom';
import { BlockFrame, elementPath, elementView } from '../../../src/ui/learning-card';
import { preTestStatus } from './preTestStatus';
import * as css from './styles.css';

export default function PreTest({ block, parameters, items }: BlockRendererProps) {
  return (
    <BlockFrame block={block} parameters={parameters}>
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item.index} className={css.item}>
            <ItemSlot item={item}>{(element) => <PreTestItem element={element} />}</ItemSlot>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}

function PreTestItem({ element }: { element: Element }) {
  const view = elementView(element);
  const status = preTestStatus(element);
  const href = elementPath(view);
  return (
    <>
      <h3 className={css.title}>{href ? <Link to={href}>{view.title}</Link> : view.title}</h3>
      {view.description ? <p className={css.description}>{view.description}</p> : null}
      <p className={css.status}>
        <span className={css.badge}>{status.label}</span>
        {status.grade ? <span>{status.grade}</span> : null}
      </p>
    </>
  );
}
