import type { LandingStrings } from '../strings/en-landing';
import type { CreditRow } from './readAccreditation';

export interface CreditTableProps {
  credits: readonly CreditRow[];
  strings: LandingStrings;
}

/** Credit by profession and credit type, as a table with a caption. */
export function CreditTable({ credits, strings }: CreditTableProps) {
  const showProvider = credits.some((row) => row.provider !== null);
  return (
    // The table scrolls sideways on narrow screens; a focusable, named region lets keyboard users scroll it.
    <div className="method-accreditation__credits" role="region" aria-label={strings.creditsCaption} tabIndex={0}>
      <table>
        <caption className="method-visually-hidden">{strings.creditsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.professionColumn}</th>
            <th scope="col">{strings.creditTypeColumn}</th>
            <th scope="col">{strings.hoursColumn}</th>
            {showProvider ? <th scope="col">{strings.providerColumn}</th> : null}
          </tr>
        </thead>
        <tbody>
          {credits.map((row, index) => (
            <tr key={index}>
              <td>{row.profession ?? '—'}</td>
              <td>{row.creditType ?? '—'}</td>
              <td>{row.hours === null ? '—' : strings.hoursCell(row.hours)}</td>
              {showProvider ? <td>{row.provider ?? '—'}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
