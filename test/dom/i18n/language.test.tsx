import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseCard, CoursePlayer, MethodRoot, MethodStrings } from '../../../src';
import es from '../../../src/locales/es';
import { catalogEnvelope } from '../../fixtures';
import { makePlayerPayload } from '../../support/playerCourse';

const player = (props: Partial<Parameters<typeof CoursePlayer>[0]> = {}) => (
  <CoursePlayer payload={makePlayerPayload()} userId="u" onSubmit={async () => ({})} {...props} />
);

/**
 * WCAG 3.1.2: the player's own words are in the language of its strings table, which may not be the
 * host page's. A table that names its language puts it on the root, so a screen reader speaks the
 * chrome in that language; the English default names none and follows the page.
 */
describe('the language of the player chrome', () => {
  it('is the strings table language on the player root, from a strings prop or <MethodStrings>', () => {
    const { container, unmount } = render(player({ strings: es }));
    expect(container.querySelector('.method-player')!.getAttribute('lang')).toBe('es');
    unmount();
    const wrapped = render(<MethodStrings value={es}>{player()}</MethodStrings>);
    expect(wrapped.container.querySelector('.method-player')!.getAttribute('lang')).toBe('es');
  });

  it('is the table language on a course or catalog root, not the locale used only for numbers and dates', () => {
    const card = catalogEnvelope.data![0]!;
    const { container } = render(
      <MethodStrings value={es} locale="es-MX">
        <MethodRoot><CourseCard item={card} /></MethodRoot>
      </MethodStrings>,
    );
    expect(container.querySelector('.method-player')!.getAttribute('lang')).toBe('es');
  });

  it('is left to the host page with the English default', () => {
    const { container } = render(player({ locale: 'de-DE' }));
    expect(container.querySelector('.method-player')!.hasAttribute('lang')).toBe(false);
  });
});
