import course from '../../src/dev/sample-course.json';

/**
 * Course prose as authors write it, for checking that two sanitizers agree on ordinary input:
 * every string with markup in the sample course, then 4,000 strings built from the pieces CE
 * payloads carry (headings, paragraphs with inline emphasis, reference markers, dosing tables,
 * lists, figures, links of every kind, entities, clinical symbols, pasted-in whitespace and
 * comments, a Word fragment's class and lang attributes). Seeded, so every run sees the same set.
 */
const INLINE = [
  'Start basal insulin at <strong>10 units</strong> daily',
  'titrate by <em>2 units</em> every three days',
  'HbA<sub>1c</sub> &lt; 7% for most adults<sup>1</sup>',
  'p &lt; 0.05 versus placebo [2]',
  'see the <a href="https://www.ncbi.nlm.nih.gov/pmc/articles/PMC1234567/">full trial</a>',
  'email <a href="mailto:cme@example.org?subject=Question">the course director</a>',
  'call <a href="tel:+1-800-555-0100">the help line</a>',
  'jump to <a href="#method-ref-3">reference 3</a>',
  'read the <a href="/guides/insulin.html" title="Insulin guide">guide</a>',
  'open <a href="https://example.org/a" target="_self" rel="nofollow">the appendix</a>',
  '<abbr title="glomerular filtration rate">eGFR</abbr> ≥ 30 mL/min/1.73 m<sup>2</sup>',
  'dose 0.1–0.2 units/kg &mdash; never more than 0.5&nbsp;units/kg',
  '<span class="MsoNormal" lang="EN-US">as in the guideline</span>',
  '<b>Note:</b> <i>keep pens</i> at 2–8&nbsp;°C',
  '<mark>key point</mark> and <small>fine print</small>',
  '<code>ICD-10 E11.9</code>',
  '<u>underlined</u>, <s>struck</s> and <q cite="https://example.org/q">quoted</q>',
  'µg/kg/min &amp; mg/dL',
  '<span dir="rtl" lang="ar">جرعة</span> and 用量',
  '<time datetime="2026-03-01">March 1, 2026</time>',
  '<a href="https://example.org/x" aria-label="External study (opens in a new tab)">study</a>',
  '<img src="https://cdn.example.org/figures/a1c.png" alt="A1c over time" width="320" height="180">',
  '<img src="/static/icons/info.svg" alt="" role="presentation">',
  'line one<br>line two',
  '<span style="color:#c00">red text</span>',
  '<span id="ref-7">reference 7</span>',
  '<dfn>Hypoglycemia</dfn> is glucose below 70&nbsp;mg/dL',
];
const BLOCKS = [
  (a: string, b: string) => `<p>${a}, and ${b}.</p>`,
  (a: string, b: string) => `<h3>${a}</h3><p>${b}.</p>`,
  (a: string, b: string) => `<ul><li>${a}</li><li>${b}</li></ul>`,
  (a: string, b: string) => `<ol start="2"><li>${a}</li><li>${b}</li></ol>`,
  (a: string, b: string) => `<blockquote><p>${a}.</p><footer>${b}</footer></blockquote>`,
  (a: string, b: string) => `<table><caption>Dosing</caption><thead><tr><th scope="col">Step</th><th scope="col">Dose</th></tr></thead><tbody><tr><td>${a}</td><td colspan="1">${b}</td></tr></tbody></table>`,
  (a: string, b: string) => `<figure><img src="https://cdn.example.org/fig/${a.length}.jpg" alt="Figure"><figcaption>${b}</figcaption></figure>`,
  (a: string, b: string) => `<details><summary>${a}</summary><p>${b}</p></details>`,
  (a: string, b: string) => `<dl><dt>${a}</dt><dd>${b}</dd></dl>`,
  (a: string, b: string) => `<div class="callout"><p><strong>${a}</strong></p><p>${b}</p></div>`,
  (a: string, b: string) => `\n  <p>${a}</p>\n  <p>${b}</p>\n`,
  (a: string, b: string) => `<!-- StartFragment --><p class="MsoNormal">${a}</p><!-- EndFragment --><p>${b}</p>`,
  (a: string, b: string) => `<p>${a}<br></p><hr><p>${b}</p>`,
  (a: string, b: string) => `<h4 id="section-${a.length}">${a}</h4><p>${b}</p>`,
  (a: string, b: string) => `${a}; ${b}`,
];

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function courseHtml(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes('<')) out.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => courseHtml(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => courseHtml(item, out));
}

export function realisticProse(count = 4000): string[] {
  const strings = new Set<string>();
  courseHtml(course, strings);
  const random = seeded(27);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  while (strings.size < count) {
    const parts = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(BLOCKS)(pick(INLINE), pick(INLINE)));
    strings.add(parts.join(random() < 0.3 ? '\n' : ''));
  }
  return [...strings];
}
