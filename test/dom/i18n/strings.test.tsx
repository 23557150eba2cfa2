import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accreditation, CourseCard, CoursePlayer, MethodStrings, References, type StringsOverride } from '../../../src';
import es from '../../../src/locales/es';
import { catalogEnvelope, seriesModule } from '../../fixtures';
import { makePlayerPayload } from '../../support/playerCourse';

const player = (props: Partial<Parameters<typeof CoursePlayer>[0]> = {}) => (
  <CoursePlayer payload={makePlayerPayload()} userId="u" onSubmit={async () => ({})} {...props} />
);

/** One object for every part: the player, a renderer, the course chrome the player shows, the catalog. */
const german: StringsOverride = {
  player: { continueLabel: 'Weiter', progressLabel: 'Kursfortschritt' },
  renderers: { notAnsweredYet: 'Noch nicht beantwortet' },
  course: { referencesHeading: 'Literatur', moduleOf: (position, total) => `Modul ${position} von ${total}` },
  catalog: { defaultCta: 'Kurs ansehen', creditsLabel: 'Punkte' },
};

const card = catalogEnvelope.data!.find((item) => !item.card_display_config.cta?.label) ?? catalogEnvelope.data![0]!;

describe('one strings table', () => {
  it('translates the player, its course chrome and the catalog from one <MethodStrings> value', () => {
    render(
      <MethodStrings value={german}>
        {player()}
        <CourseCard item={card} />
      </MethodStrings>,
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kursfortschritt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Literatur' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'References' })).toBeNull();
    expect(within(screen.getByRole('article')).getByRole('list', { name: 'Punkte' })).toBeTruthy();
  });

  it('translates the series chrome inside the player from the same table', () => {
    render(<MethodStrings value={german}>{player({ payload: seriesModule })}</MethodStrings>);
    expect(within(screen.getByRole('navigation', { name: 'Cardiometabolic Essentials' })).getByText('Modul 2 von 4')).toBeTruthy();
  });

  it('takes the same shape through a top-level strings prop, which wins over the provider', () => {
    render(<MethodStrings value={german}>{player({ strings: { player: { continueLabel: 'Fortfahren' } } })}</MethodStrings>);
    expect(screen.getByRole('button', { name: 'Fortfahren' })).toBeTruthy();
    // The rest of the provider's table still applies.
    expect(screen.getByRole('heading', { name: 'Literatur' })).toBeTruthy();
  });

  it('takes the same shape through the strings prop of a course component', () => {
    const references = [{ number: '1', title: 'Guideline', url: 'https://example.org/g' }];
    render(<References references={references} strings={{ course: { referencesHeading: 'Fuentes' } }} />);
    expect(screen.getByRole('heading', { name: 'Fuentes' })).toBeTruthy();
  });

  it('keeps English for a key given with the wrong type instead of failing the screen', () => {
    const broken = { player: { continueLabel: 42, screenPosition: 'Screen' }, course: null } as unknown as StringsOverride;
    render(player({ strings: broken }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
  });
});

describe('locale and time zone', () => {
  it('formats the values of every message in the given locale', () => {
    render(player({ locale: 'ar-EG' }));
    expect(screen.getByText('Screen ١ of ٢')).toBeTruthy();
  });

  it('hands a host message the Format of the locale', () => {
    render(player({ locale: 'de-DE', strings: { player: { screenPosition: (screen, total, f) => `Bildschirm ${screen} von ${total} (${f?.locale})` } } }));
    expect(screen.getByText('Bildschirm 1 von 2 (de-DE)')).toBeTruthy();
  });

  it('takes the locale from the table when no locale prop is given, and the prop over it', () => {
    const { rerender } = render(player({ strings: { locale: 'ar-EG' } }));
    expect(screen.getByText('Screen ١ of ٢')).toBeTruthy();
    rerender(player({ strings: { locale: 'ar-EG' }, locale: 'en-US' }));
    expect(screen.getByText('Screen 1 of 2')).toBeTruthy();
  });

  it('names the time zone of a webinar start, in the zone the host gives', () => {
    const payload = makePlayerPayload();
    payload.phases[0]!.components.unshift({
      id: 'live', type: 'webinar-embed', reveal_after: null, screen_index: 0, screen_role: 'primary',
      title: 'Office hours', url: 'https://events.example.org/x', starts_at: '2026-03-01T20:00:00Z',
    } as never);
    const { rerender } = render(player({ payload, locale: 'en-US', timeZone: 'America/New_York' }));
    expect(screen.getByText(/^Starts March 1, 2026(,| at) 3:00\sPM EST$/)).toBeTruthy();
    rerender(
      <MethodStrings locale="en-US" timeZone="Asia/Tokyo">
        {player({ payload })}
      </MethodStrings>,
    );
    expect(screen.getByText(/^Starts March 2, 2026(,| at) 5:00\sAM GMT\+9$/)).toBeTruthy();
  });
});

describe('the Spanish table', () => {
  it('translates the player and formats its values in Spanish from one object', () => {
    render(<MethodStrings value={es}>{player()}</MethodStrings>);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.getByText('Pantalla 1 de 2')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Progreso del curso' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Referencias' })).toBeTruthy();
  });

  it('shows expiry dates, credit hours and plurals in Spanish', () => {
    const accreditation = { expiration_date: '2020-03-01', total_credit_hours: 1.5, credits: [{ profession: 'Medicina', credit_type: 'AMA PRA', credit_hours: 1.25 }] };
    render(
      <MethodStrings value={es}>
        <Accreditation accreditation={accreditation as never} now={new Date('2026-01-01')} />
      </MethodStrings>,
    );
    expect(screen.getByRole('note').textContent).toBe('Esta actividad venció el 1 de marzo de 2020. Ya no se pueden obtener créditos.');
    expect(screen.getByText('Total: 1,5 horas de crédito')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '1,25' })).toBeTruthy();
  });
});
