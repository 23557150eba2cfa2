/** One stacked phase with every player URL field (and a reference) set to each vector. */
export function urlVectorCourse(vectors: Array<{ id: string; payload: string }>) {
  const at = (index: number) => ({ reveal_after: null, screen_index: 0, screen_role: 'primary' });
  return {
    contract_version: '2026-09-03', course_id: 'urls', organization_id: 'o', name: 'URL sinks', format: 'method', total_phases: 1,
    learning_objectives: [], accreditation: null, available_certificate_types: [], activity_details: {}, series: null,
    references: vectors.map((vector, index) => ({ number: String(index + 1), title: `Reference ${vector.id}`, url: vector.payload })),
    phases: [{
      id: 'p', title: 'Vectors', type: 'content', required: true, order: 0, display_mode: 'stacked', screen_count: 1,
      components: vectors.flatMap((vector, index) => [
        { id: `img-${index}`, type: 'image', ...at(index), url: vector.payload, alt: 'A vector image' },
        { id: `aud-${index}`, type: 'audio', ...at(index), url: vector.payload, title: 'A vector sound', transcript: 'Words.' },
        { id: `vid-${index}`, type: 'video', ...at(index), title: 'A vector video', video_status: 'ready', video_url: vector.payload, poster_url: vector.payload, expires_at: '2099-01-01T00:00:00Z' },
        { id: `web-${index}`, type: 'webinar_embed', ...at(index), url: vector.payload, title: 'A vector webinar', starts_at: '2099-01-01T00:00:00Z' },
        { id: `btn-${index}`, type: 'button', ...at(index), label: 'Open the vector', url: vector.payload },
        { id: `hot-${index}`, type: 'image_hotspot', ...at(index), image_url: vector.payload, alt: 'A vector diagram', prompt: 'Pick one.', hotspots: [{ id: `h-${index}`, label: 'Here', x: 10, y: 10 }] },
      ]),
    }],
  };
}
