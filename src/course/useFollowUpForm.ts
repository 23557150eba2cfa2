import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { buildFollowUpAnswers, emptyFollowUpDraft, missingRequired, type FollowUpAnswers, type FollowUpDraft } from './followUpAnswers';
import type { FollowUpView } from './readFollowUp';

/** Where a follow-up submission stands. */
export type FollowUpSubmitState = 'idle' | 'submitting' | 'submitted' | 'failed';

/** What the FollowUp form needs from its state. */
export interface FollowUpForm {
  formRef: RefObject<HTMLFormElement | null>;
  draft: FollowUpDraft;
  /** Ids of required items still unanswered after the last submit attempt. */
  missing: readonly string[];
  state: FollowUpSubmitState;
  update: (patch: Partial<FollowUpDraft>) => void;
  setSurvey: (itemId: string, value: string | string[]) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Draft answers, validation and submission of the follow-up form. A failed attempt moves focus to
 * the first invalid control; a promise returned by `onSubmit` marks the form busy until it settles.
 */
export function useFollowUpForm(view: FollowUpView, onSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>): FollowUpForm {
  const [draft, setDraft] = useState<FollowUpDraft>(emptyFollowUpDraft);
  const [missing, setMissing] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FollowUpSubmitState>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = (patch: Partial<FollowUpDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setSurvey = (itemId: string, value: string | string[]) => {
    setDraft((current) => ({ ...current, survey: { ...current.survey, [itemId]: value } }));
    setMissing((current) => current.filter((id) => id !== itemId));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'submitting') return;
    const stillMissing = missingRequired(view, draft);
    setMissing(stillMissing);
    if (stillMissing.length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    const result = onSubmit?.(buildFollowUpAnswers(view, draft));
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setState('submitting');
      (result as Promise<unknown>).then(
        () => setState('submitted'),
        () => setState('failed'),
      );
    } else {
      setState('submitted');
    }
  };

  return { formRef, draft, missing, state, update, setSurvey, submit };
}
