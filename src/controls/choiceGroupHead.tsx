import type { ReactElement } from 'react';
import type { ChoiceControlProps } from './RadioChoice';

/**
 * The first children of a native choice group's fieldset: its legend (badge first) and its hint,
 * as a flat list the options are pushed onto (no fragment per question: one fiber fewer each, on
 * screens of thousands; see docs/performance.md#fewer-fibers-per-block).
 */
export function choiceGroupHead({ legend, badge, hint }: Pick<ChoiceControlProps, 'legend' | 'badge' | 'hint'>, legendId?: string): ReactElement[] {
  // A group that names itself by the legend's id (`aria-labelledby`, the radiogroup) keeps the
  // legend out of the accessibility tree: the group's role and name say the question once. Left in,
  // a reader said it again after the role, and a legend split by its badge was a container with no
  // role, left as "end, Guideline For most adults…".
  const head = [
    <legend key="legend" id={legendId} className="method-mcq__question" aria-hidden={legendId ? true : undefined}>{badge ? [<span key="badge" className="method-question__badge">{badge}</span>, ' ', legend] : legend}</legend>,
  ];
  if (hint) head.push(<p key="hint" className="method-field__hint">{hint}</p>);
  return head;
}
