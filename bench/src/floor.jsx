// The floor: hand-written React for the same screen. Answers in useState, memoized rows,
// the paragraph through dangerouslySetInnerHTML, native radios in a fieldset.
import { N, PROSE, installClickProbe, rootEl, watchReady } from './harness.js';
import { memo, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { isScreenIn, makeQuestions } from './questions.js';

const Question = memo(function Question({ question, value, onAnswer }) {
  return (
    <section>
      <div dangerouslySetInnerHTML={{ __html: question.html }} />
      <fieldset>
        <legend>{question.prompt}</legend>
        {question.options.map((label) => (
          <label key={label}>
            <input type="radio" name={question.id} checked={value === label} onChange={() => onAnswer(question.id, label)} />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
});

function Screen({ questions }) {
  const [answers, setAnswers] = useState({});
  const onAnswer = useCallback((id, value) => setAnswers((previous) => ({ ...previous, [id]: value })), []);
  return <main>{questions.map((q) => <Question key={q.id} question={q} value={answers[q.id]} onAnswer={onAnswer} />)}</main>;
}

watchReady(() => isScreenIn(rootEl, N));
installClickProbe();
createRoot(rootEl).render(<Screen questions={makeQuestions(N, PROSE)} />);
