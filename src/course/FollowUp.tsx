import { useId, useMemo } from 'react';
import type { FollowUpPayload } from '../contract/course';
import { SafeHtml } from '../controls/SafeHtml';
import type { StringsOverride } from '../strings/en';
import { useStringsPart } from '../i18n/useStringsPart';
import type { LocaleProps } from '../i18n/useStringsScope';
import { completionStrings } from '../strings/en-completion';
import { EnsureMethodRoot } from './EnsureMethodRoot';
import type { FollowUpAnswers } from './followUpAnswers';
import { Heading, subLevel, type HeadingLevel } from './Heading';
import { OptionGroup } from './OptionGroup';
import { readFollowUp } from './readFollowUp';
import { RecheckFieldset } from './RecheckFieldset';
import { SurveyItemField } from './SurveyItemField';
import { TextField } from './TextField';
import { useFollowUpForm } from './useFollowUpForm';

/** Props of FollowUp. Rendered state: `data-state="idle|submitting|submitted|failed"` on the form. */
export interface FollowUpProps extends LocaleProps {
  /** `follow_up` of the course; null renders nothing. */
  followUp: FollowUpPayload | null | undefined;
  /** Receives the answers once required items are answered; a returned promise marks the form busy. */
  onFollowUpSubmit?: (answers: FollowUpAnswers) => void | Promise<unknown>;
  /** Level of the section's heading; its own headings sit one below. @default 2 */
  headingLevel?: HeadingLevel;
  /** Any part of the `Strings` table, over `<MethodStrings>`. */
  strings?: StringsOverride;
}

/** The follow-up form: commitment to change, survey, barriers and the recheck question. */
export function FollowUp({ followUp, onFollowUpSubmit, headingLevel = 2, strings, locale, timeZone }: FollowUpProps) {
  const text = useStringsPart(completionStrings, strings, { locale, timeZone }).course;
  const base = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const headingId = `${base}-heading`;
  const view = useMemo(() => readFollowUp(followUp), [followUp]);
  const { formRef, draft, missing, state, update, setSurvey, submit } = useFollowUpForm(view, onFollowUpSubmit);
  const hasContent = view.commitment || view.surveyItems.length > 0 || view.barriers.length > 0 || view.recheck;
  if (!hasContent) return null;
  const section = subLevel(headingLevel);

  return (
    <EnsureMethodRoot>
      <form ref={formRef} className="method-follow-up" data-state={state} aria-labelledby={headingId} noValidate onSubmit={submit}>
        <Heading level={headingLevel} id={headingId} className="method-section__heading">
          {view.title ?? text.followUpHeading}
        </Heading>
        {view.intro ? <SafeHtml className="method-prose" html={view.intro} /> : null}
        {view.accreditationNote ? <SafeHtml className="method-prose method-status" html={view.accreditationNote} /> : null}
        {view.commitment ? (
          <section className="method-section">
            <Heading level={section} className="method-section__heading">
              {text.commitmentHeading}
            </Heading>
            <OptionGroup
              kind="checkbox"
              name={`${base}-commitment`}
              legend={view.commitment.prompt ?? text.commitmentHeading}
              options={view.commitment.options}
              selected={draft.commitmentIds}
              onChange={(ids) => update({ commitmentIds: ids })}
              requiredText={text.required}
              hint={view.commitment.options.length > 1 ? text.barriersHint : null}
            >
              {view.commitment.allowFreeText ? (
                <TextField
                  id={`${base}-commitment-text`}
                  label={text.commitmentFreeText}
                  value={draft.commitmentText}
                  onChange={(value) => update({ commitmentText: value })}
                  requiredText={text.required}
                />
              ) : null}
            </OptionGroup>
          </section>
        ) : null}
        {view.surveyItems.length > 0 ? (
          <section className="method-section">
            <Heading level={section} className="method-section__heading">
              {text.surveyHeading}
            </Heading>
            {view.surveyItems.map((item, index) => (
              <SurveyItemField
                key={item.id}
                item={item}
                name={`${base}-survey-${index}`}
                value={draft.survey[item.id]}
                onChange={(value) => setSurvey(item.id, value)}
                error={missing.includes(item.id) ? text.requiredError : null}
                strings={text}
              />
            ))}
          </section>
        ) : null}
        {view.barriers.length > 0 ? (
          <section className="method-section">
            <Heading level={section} className="method-section__heading">
              {text.barriersHeading}
            </Heading>
            <OptionGroup
              kind="checkbox"
              name={`${base}-barriers`}
              legend={text.barriersPrompt}
              options={view.barriers}
              selected={draft.barrierIds}
              onChange={(ids) => update({ barrierIds: ids })}
              requiredText={text.required}
              hint={text.barriersHint}
            />
          </section>
        ) : null}
        {view.recheck ? (
          <section className="method-section">
            <Heading level={section} className="method-section__heading">
              {text.recheckHeading}
            </Heading>
            <RecheckFieldset recheck={view.recheck} name={`${base}-recheck`} value={draft.recheckId} onChange={(id) => update({ recheckId: id })} strings={text} />
          </section>
        ) : null}
        <div className="method-actions">
          <button
            type="submit"
            className="method-button"
            data-variant="primary"
            aria-busy={state === 'submitting' ? 'true' : undefined}
            disabled={state === 'submitted'}
          >
            {state === 'submitting' ? text.submittingFollowUp : text.submitFollowUp}
          </button>
        </div>
        <div role="status" className="method-status">
          {state === 'submitted' ? text.followUpSubmitted : null}
        </div>
        <div role="alert" className="method-error">
          {state === 'failed' ? text.followUpFailed : missing.length > 0 ? text.followUpInvalid(missing.length) : null}
        </div>
      </form>
    </EnsureMethodRoot>
  );
}
