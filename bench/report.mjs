// Markdown tables from one bench result: median (min–max) per figure, and × floor where a floor exists.
const f = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const cell = (s) => `${f(s.median)} (${f(s.min)}–${f(s.max)})`;
const ratio = (s, floor) => (floor ? ` ×${(s.median / floor.median).toFixed(1)}` : '');

const RENDER = [
  ['ready ms', 'readyMs'],
  ['first frame ms', 'frameMs'],
  ['JS heap MB', 'heapMB'],
  ['1st click → frame ms', 'click1FrameMs'],
  ['2nd click → commit ms', 'click2JsMs'],
  ['2nd click → frame ms', 'click2FrameMs'],
  ['elements / question', 'elementsPerQuestion'],
];
const COURSE = [
  ['ready ms', 'readyMs'],
  ['first frame ms', 'frameMs'],
  ['JS heap MB', 'heapMB'],
  ['Continue → heading focused ms', 'continueFocusMs'],
  ['Continue → frame ms', 'continueFrameMs'],
  ['warm Continue → focused ms', 'warmFocusMs'],
  ['warm Continue → frame ms', 'warmFrameMs'],
];

const THROTTLED = [
  ['first screen ready ms', 'readyMs'],
  ['first frame ms', 'frameMs'],
  ['Continue → next screen painted ms', 'continueFrameMs'],
  ['worst interaction ms (INP-style)', 'worstInteractionMs'],
];

export function renderTables(results) {
  const out = [`Chromium ${results.chromium}, Node ${results.node}, ${results.runs} cold loads per cell: median (min–max), ×floor = median ÷ floor's median.`];
  out.push('', '**Bundle** (gzip KiB, level 9)', '', '| what | JS beyond React | CSS |', '| --- | --- | --- |');
  for (const c of results.sizes.cases) out.push(`| ${c.title} | ${f(c.js)} | ${c.css ? f(c.css) : '–'} |`);
  for (const [page, s] of Object.entries(results.sizes.pages)) out.push(`| bench page \`${page}\` (Vite build; React chunk ${f(s.react)}${s.files ? `; ${s.files} JS files up front` : ''}) | ${f(s.js)} | ${s.css ? f(s.css) : '–'} |`);

  out.push('', '**normalizeCourse vs JSON.parse** (Node, median CPU ms: process.cpuUsage, so other work on the machine does not stretch it)', '', '| payload | MB | blocks | JSON.parse | normalizeCourse (first call) | ratio |', '| --- | --- | --- | --- | --- | --- |');
  for (const r of results.normalize) out.push(`| ${r.label} | ${f(r.mb)} | ${r.blocks} | ${f(r.parseMs)} | ${f(r.normalizeMs)} (${f(r.firstNormalizeMs)}) | ×${r.ratio.toFixed(1)} |`);

  const renderPages = results.render ? Object.keys(results.render[results.ns[0]] ?? {}) : [];
  if (renderPages.length > 0) {
    const pages = renderPages;
    out.push('', '**One screen of N html + mcq pairs** (cold load; `-linked`: a link in every paragraph, so the player sanitizes it natively; `player-purify`: the same with the Sanitizer API hidden, so DOMPurify, loaded on demand; `player`: plain paragraphs, which skip the sanitizer; each × is to its own floor)', '', `| page | N | ${RENDER.map(([t]) => t).join(' | ')} |`, `|${' --- |'.repeat(RENDER.length + 2)}`);
    for (const n of results.ns) {
      for (const page of pages) {
        const s = results.render[n][page];
        // Results before the linked-prose pages had one floor.
        const floorName = results.floorOf ? results.floorOf[page] : page === 'floor' ? null : 'floor';
        const floor = floorName ? results.render[n][floorName] : null;
        out.push(`| ${page} | ${n} | ${RENDER.map(([, k]) => cell(s[k]) + ratio(s[k], floor?.[k])).join(' | ')} |`);
      }
    }
  }
  if (results.course) {
    out.push('', '**Sample course** (src/dev/sample-course.json, content phase, screen 1 → 2)', '', `| ${COURSE.map(([t]) => t).join(' | ')} |`, `|${' --- |'.repeat(COURSE.length)}`);
    out.push(`| ${COURSE.map(([, k]) => cell(results.course[k])).join(' | ')} |`);
  }
  if (results.courseThrottled) {
    const slowed = results.courseThrottled;
    out.push('', `**Sample course, CPU slowed ×${slowed.cpuSlowdown}** (for information: DevTools CPU throttling; Continue, an option, Back, Continue; the worst is the longest Event Timing entry, input to next paint)`, '', `| ${THROTTLED.map(([t]) => t).join(' | ')} |`, `|${' --- |'.repeat(THROTTLED.length)}`);
    out.push(`| ${THROTTLED.map(([, k]) => cell(slowed[k])).join(' | ')} |`);
  }
  return out.join('\n');
}
