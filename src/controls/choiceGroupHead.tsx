import type { ReactElement } from 'react';
import type { ChoiceControlProps } from './RadioChoice';

/**
 * The first children of a native choice group's fieldset: its legend (badge first) and its hint,
 * as a flat list the options are pushed onto (no fragment per question: one fiber fewer each, on
 * screens of thousands; see docs/performance.md#fewer-fibers-per-block).
 */
export function choiceGroupHead({ legend, badge, hint }: Pick<ChoiceControlProps, 'legend' | 'badge' | 'hint'>, legendId?: string): ReactElement[] {
  const head = [
    <legend key="legend" id={legendId} className="method-mcq__question">{badge ? [<span key="badge" className="method-question__badge">{badge}</span>, ' ', legend] : legend}</legend>,
  ];
  if (hint) head.push(<p key="hint" className="method-field__hint">{hint}</p>);
  return head;
}
