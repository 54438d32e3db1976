// A trail drawn with rules (trailRules.ts): titles cut at the rules' length and, when the rules say
// so, a long trail collapsed to the first crumb, a "…" button and the last two. The button (keyboard
// too) shows the whole trail for this page and moves the focus to the first crumb it hid. Imported
// by file by the learning footer, so the content app's first paint stays without it.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { collapseTrail, type TrailRules } from './trailRules';

interface Props {
  crumbs: readonly Crumb[];
  rules: TrailRules;
  className?: string;
}

export function RuledTrail({ crumbs, rules, className }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // Expanded for this trail only: the next page's trail starts collapsed again.
  const trailKey = crumbs.map((crumb) => crumb.label).join('\u0000');
  const [expandedTrail, setExpandedTrail] = useState<string | null>(null);
  const parts = collapseTrail(crumbs, expandedTrail === trailKey ? undefined : rules.collapseAbove);
  const shown = parts.collapsed ? [parts.first, null, ...parts.lastTwo] : parts.all;

  const expand = () => {
    // The button goes away: the first crumb it hid takes the focus, in the same event (a later
    // frame could take it from wherever the learner has gone since).
    flushSync(() => setExpandedTrail(trailKey));
    list.current?.querySelectorAll('a')[1]?.focus();
  };

  return (
    <Breadcrumbs
      crumbs={shown}
      className={className}
      maxChars={rules.maxChars}
      onExpand={expand}
      listRef={list}
    />
  );
}
