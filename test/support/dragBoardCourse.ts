/**
 * One screen with both kinds that use the drag board (grouping, drag-drop-match) under a few
 * paragraphs, so a phone's page scrolls; the jsdom paths suite and the touch suite fill it.
 */
export const dragBoardPayload = {
  contract_version: '2026-09-03', course_id: 'c-board', organization_id: 'org-1', name: 'Board', format: 'method',
  phases: [{
    id: 'sort', title: 'Sort and match', type: 'assessment', required: true, order: 0, display_mode: 'sequential', screen_count: 1,
    components: [
      {
        id: 'case', type: 'html', reveal_after: null, screen_index: 0, screen_role: 'primary',
        content: '<p>Mr. Hill is 58, with type 2 diabetes, hypertension and an eGFR of 58.</p><p>His UACR is 120 mg/g and his home blood pressure averages 146/90 mm Hg.</p><p>He takes metformin, lisinopril and amlodipine.</p>',
      },
      {
        id: 'grp', type: 'grouping', reveal_after: null, screen_index: 0, screen_role: 'primary', prompt: 'Sort each agent.',
        groups: [{ id: 'g-renal', label: 'Kidney protection' }, { id: 'g-glucose', label: 'Glucose only' }],
        items: [{ id: 'i-dapa', label: 'Dapagliflozin' }, { id: 'i-glip', label: 'Glipizide' }],
      },
      {
        id: 'ddm', type: 'drag-drop-match', reveal_after: null, screen_index: 0, screen_role: 'primary', prompt: 'Match each finding.',
        sourceItems: [{ id: 's-uacr', label: 'UACR 120 mg/g' }],
        targetItems: [{ id: 't-acei', label: 'Up-titrate lisinopril' }, { id: 't-sglt2', label: 'Start an SGLT2 inhibitor' }],
      },
    ],
  }],
};

/** What every path places: item label, zone label, and the zone's place in its board (0 first). */
export const dragBoardMoves: ReadonlyArray<readonly [item: string, zone: string, zoneIndex: number]> = [
  ['Dapagliflozin', 'Kidney protection', 0],
  ['Glipizide', 'Glucose only', 1],
  ['UACR 120 mg/g', 'Start an SGLT2 inhibitor', 1],
];

/** The body posted once `dragBoardMoves` are made, by user-1, within the first minute. */
export const dragBoardBody = {
  activity_id: 'c-board', user_id: 'user-1', phase_type: 'assessment', phase_id: 'sort', time_spent_minutes: 0,
  placements: [{ group_id: 'g-renal', item_id: 'i-dapa' }, { group_id: 'g-glucose', item_id: 'i-glip' }],
  matches: [{ source_id: 's-uacr', target_id: 't-sglt2' }],
};
