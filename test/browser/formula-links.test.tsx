import { afterEach, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { allowNativeSanitizer, usesNativeSanitizer, whenSanitizerReady } from '../../src/controls/sanitizeHtml';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { mount } from '../support/mount';

/**
 * A formula is never a link. Firefox makes any MathML element with an `href` a link (MathML Core
 * has none, so Chromium and WebKit ignore it), and such a link would take the learner out of the
 * course in the same tab, past the rule that opens an absolute link in a new tab without the
 * opener. Found by the XSS corpus in Firefox (h5sc-0143's `<math href="//evil.com">`): a click on
 * the formula navigated the test page away. Both sanitizer paths drop the attribute.
 */
const course = (content: string) => ({
  contract_version: '2026-09-03', course_id: 'formula', organization_id: 'o', name: 'Formula', format: 'method', total_phases: 1,
  learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null, references: [],
  phases: [{ id: 'p', title: 'Dosing', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
    components: [{ id: 'f', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content }] }],
});

const FORMULA = '<p>Clearance: <math href="https://example.com/elsewhere"><mi>C</mi><mo>=</mo><mi mathvariant="normal" href="//example.com/x">k</mi></math>, and <a href="https://example.com/guide">the guide</a>.</p>';

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
  allowNativeSanitizer(true);
});

describe.each([
  ['native Sanitizer API', true],
  ['DOMPurify', false],
])(`a formula in payload HTML, through the %s path, in ${inPageEngineLabel}`, (_path, native) => {
  it('is shown as a formula, not a link; the prose link beside it still opens in a new tab', async () => {
    allowNativeSanitizer(native);
    await whenSanitizerReady();
    const mounted = await mount(<CoursePlayer payload={course(FORMULA)} userId="u" onSubmit={async () => ({})} />);
    unmount = mounted.unmount;
    expect(usesNativeSanitizer()).toBe(native);
    const block = mounted.container.querySelector('[data-method-html]')!;
    const math = [...block.querySelectorAll('math, math *')];
    expect(math.map((element) => element.localName)).toEqual(['math', 'mi', 'mo', 'mi']);
    expect(math.filter((element) => element.matches(':any-link') || element.hasAttribute('href')).map((element) => element.localName)).toEqual([]);
    expect([...block.querySelectorAll(':any-link')].map((link) => [link.textContent, link.getAttribute('target'), link.getAttribute('rel')])).toEqual([['the guide', '_blank', 'noopener noreferrer']]);
  });
});
