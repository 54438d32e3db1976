// The trail of the learning pages' footer (learning-area.md 2.3: "A footer with breadcrumbs is part
// of the page frame"): the shared Breadcrumbs with the learning rules of 9, which follow the window
// (25 characters; at 800 px or less 13, and more than 3 crumbs collapsed). The content app's trail
// (PageTrail) keeps its own rules. Imported by file, not through the index the first paint imports.
import type { Crumb } from '../../ui/breadcrumbs';
import { RuledTrail } from '../../ui/breadcrumbs/RuledTrail';
import { useLearningTrailRules } from '../../ui/breadcrumbs/useLearningTrailRules';

export function LearningTrail({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return <RuledTrail crumbs={crumbs} rules={useLearningTrailRules()} className={className} />;
}
