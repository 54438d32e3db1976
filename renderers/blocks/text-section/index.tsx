// Block TextSection (learning-area.md 2.3): the block's text is HTML written in the admin, drawn only
// after DOMPurify (src/ui/safe-html), under the block's title.
import type { BlockRendererProps } from '../../../src/engine';
import { BlockFrame, blockHeading } from '../../../src/ui/learning-card';
import { SafeHtml } from '../../../src/ui/safe-html';
import * as css from './styles.css';

export default function TextSection(props: BlockRendererProps) {
  const { text } = blockHeading(props);
  return (
    <BlockFrame block={props.block} parameters={props.parameters} withText={false}>
      {text ? <SafeHtml html={text} className={css.text} /> : null}
    </BlockFrame>
  );
}
