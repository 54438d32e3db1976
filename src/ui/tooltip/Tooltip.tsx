// A tooltip on react-aria-components: shown on hover (after a short delay) and at once on keyboard
// focus, hidden by Escape; the trigger is described by it (aria-describedby). The text must also be
// reachable another way on touch screens, which have no hover: use it for hints, never for the only label.
import type { ComponentProps } from 'react';
import { Focusable, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as css from './Tooltip.css';

interface Props {
  /** The hint (pt-BR). */
  text: string;
  /** One native focusable element (a <button>, an <a>). */
  children: ComponentProps<typeof Focusable>['children'];
}

export function Tooltip({ text, children }: Props) {
  return (
    <TooltipTrigger delay={600} closeDelay={100}>
      <Focusable>{children}</Focusable>
      <AriaTooltip className={css.tooltip} offset={8}>
        <OverlayArrow className={css.arrow}>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
