/**
 * A one-screen course that puts each vector into the player's payload HTML sinks: an html block
 * (with a `[1]` reference marker, so the marker linking runs too) and a pending talking-avatar,
 * whose fallback_html is shown.
 */
export function xssCourseOf(vectors: ReadonlyArray<{ id: string | number; payload: string }>) {
  return {
    contract_version: '2026-09-03', course_id: 'xss', organization_id: 'o', name: 'XSS', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null,
    references: [{ number: '1', title: 'Ref' }],
    phases: [{
      id: 'p', title: 'Vectors', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: vectors.flatMap((vector, index) => [
        { id: `v${index}`, type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary', content: `${vector.payload} [1]` },
        { id: `m${index}`, type: 'talking-avatar', reveal_after: null, screen_index: 0, screen_role: 'primary', video_status: 'pending', fallback_html: vector.payload },
      ]),
    }],
  };
}
