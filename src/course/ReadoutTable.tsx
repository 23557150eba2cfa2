import type { CourseChromeStrings } from '../strings/en-course';
import type { ReadoutAnswer, ReadoutRow } from './readoutRows';

function AnswerCell({ answer, strings }: { answer: ReadoutAnswer | null; strings: CourseChromeStrings }) {
  if (!answer) return <td>{strings.notAnswered}</td>;
  const correct = typeof answer.correct === 'boolean' ? answer.correct : null;
  return (
    <td>
      {answer.label}
      {correct !== null ? (
        <span className="method-readout__result" data-correct={correct ? 'true' : 'false'}>
          {' '}
          {correct ? strings.readoutCorrect : strings.readoutIncorrect}
        </span>
      ) : null}
    </td>
  );
}

/** Matched pre/post items side by side. */
export function ReadoutTable({ rows, strings }: { rows: readonly ReadoutRow[]; strings: CourseChromeStrings }) {
  return (
    <table className="method-readout__table">
      <caption>{strings.readoutCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{strings.readoutItemColumn}</th>
          <th scope="col">{strings.readoutBeforeColumn}</th>
          <th scope="col">{strings.readoutAfterColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.matchId}>
            <th scope="row">{row.label}</th>
            <AnswerCell answer={row.before} strings={strings} />
            <AnswerCell answer={row.after} strings={strings} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
