import type { KindAlias } from '../spellings';
import { questionSetKind } from './questionSet';

/** Not one of the spec's anchors, but an answered one reveals what it gates, or a gate behind it never opens. */
export const mcq = questionSetKind('mcq', { spec: false, reveals: () => 'answer' }, ['multiple-choice'] satisfies KindAlias<'mcq'>);
