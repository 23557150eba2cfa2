import { nativeRadioChoice } from '../../controls/NativeRadioChoice';
import { mcqQuestions } from './McqQuestions';

/** Degraded mcq: native radios in fieldsets; posts the same `selections` answer. */
export const McqFallback = mcqQuestions(nativeRadioChoice, 'McqFallback');
