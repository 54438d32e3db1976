// Block TitleSection (learning-area.md 2.3): a heading between the home's blocks, larger than a
// block's own title, with its text under it when it has one.
import type { BlockRendererProps } from '../../../src/engine';
import { BlockFrame, blockHeading } from '../../../src/ui/learning-card';
import * as css from './styles.css';

export default function TitleSection(props: BlockRendererProps) {
  const { title, text } = blockHeading(props);
  return (
    <BlockFrame block={props.block} parameters={props.parameters} heading={false}>
      {title ? <h2 className={css.title}>{title}</h2> : null}
      {text ? <p className={css.subtitle}>{text}</p> : null}
    </BlockFrame>
  );
}
