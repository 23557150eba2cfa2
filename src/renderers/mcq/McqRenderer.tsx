import { choiceRadios } from '../../controls/ChoiceRadios';
import { mcqQuestions } from './McqQuestions';

/**
 * Multiple-choice assessment questions on native radios drawn like the Radix items: a screen may
 * hold thousands, and a Radix item per option cost most of its load time and heap
 * (docs/performance.md#native-radios-one-change-handler-per-group).
 */
export const McqRenderer = mcqQuestions(choiceRadios, 'McqRenderer');
