/** The layout problems a learner would notice, as checked by test/browser/layout.test.tsx. */
export type LayoutCheck = 'page overflow' | 'overlapping controls' | 'clipped text' | 'collapsed media' | 'small tap target';

export interface LayoutFinding {
  check: LayoutCheck;
  detail: string;
}

const interactiveSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="slider"]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
].join(', ');

// WCAG 2.2 SC 2.5.8: 24 by 24 CSS pixels.
const minimumTarget = 24;

function describeElement(element: Element): string {
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
  return `<${element.tagName.toLowerCase()}${className}>${text ? ` "${text}"` : ''}`;
}

/** The visually-hidden pattern (a 1px box clipped whole): text meant for assistive technology only. */
const isVisuallyHidden = (style: CSSStyleDeclaration) => style.clipPath === 'inset(50%)' && style.overflowX === 'hidden';

function isShown(element: Element): boolean {
  if (element.closest('.method-visually-hidden, [hidden], [aria-hidden="true"]')) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none' || isVisuallyHidden(style)) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** A control's target: a native input's own box joined with its labels' boxes (both activate it). */
function targetRect(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
  return labels.reduce((joined, label) => {
    const other = label.getBoundingClientRect();
    const left = Math.min(joined.left, other.left);
    const top = Math.min(joined.top, other.top);
    return new DOMRect(left, top, Math.max(joined.right, other.right) - left, Math.max(joined.bottom, other.bottom) - top);
  }, rect);
}

function overlap(a: DOMRect, b: DOMRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return Math.min(width, height);
}

function distanceToRect(x: number, y: number, rect: DOMRect): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/** An inline link inside running text is exempt from the target size (SC 2.5.8 "inline"). */
function isInlineLink(element: Element): boolean {
  return element.tagName === 'A' && getComputedStyle(element).display === 'inline';
}

/** Everything the checks find in `container`, already mounted in a page of the wanted width. */
export function layoutFindings(container: HTMLElement): LayoutFinding[] {
  const findings: LayoutFinding[] = [];
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > scroller.clientWidth) {
    const widest = Array.from(container.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > scroller.clientWidth + 0.5);
    const culprit = widest.at(-1);
    findings.push({ check: 'page overflow', detail: `page is ${scroller.scrollWidth}px wide in a ${scroller.clientWidth}px viewport${culprit ? `, e.g. ${describeElement(culprit)}` : ''}` });
  }

  const controls = Array.from(container.querySelectorAll(interactiveSelector)).filter(isShown);
  const rects = controls.map(targetRect);
  controls.forEach((control, i) => {
    for (let j = i + 1; j < controls.length; j += 1) {
      const other = controls[j]!;
      if (control.contains(other) || other.contains(control)) continue;
      if (overlap(control.getBoundingClientRect(), other.getBoundingClientRect()) > 1) {
        findings.push({ check: 'overlapping controls', detail: `${describeElement(control)} overlaps ${describeElement(other)}` });
      }
    }
  });

  controls.forEach((control, i) => {
    const rect = rects[i]!;
    if (isInlineLink(control) || (rect.width >= minimumTarget - 0.5 && rect.height >= minimumTarget - 0.5)) return;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    // Spacing exception: a 24 px circle on its centre touches no other target (nor its circle).
    const crowded = rects.some((other, j) => {
      if (j === i || controls[j]!.contains(control) || control.contains(controls[j]!)) return false;
      const small = other.width < minimumTarget || other.height < minimumTarget;
      const distance = small ? Math.hypot(other.left + other.width / 2 - x, other.top + other.height / 2 - y) : distanceToRect(x, y, other);
      return distance < (small ? minimumTarget : minimumTarget / 2);
    });
    if (crowded) findings.push({ check: 'small tap target', detail: `${describeElement(control)} is ${Math.round(rect.width)}x${Math.round(rect.height)}px` });
  });

  for (const element of Array.from(container.querySelectorAll<HTMLElement>('*'))) {
    if (!isShown(element) || !element.textContent?.trim()) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if ((clipsX && element.scrollWidth > element.clientWidth + 1) || (clipsY && element.scrollHeight > element.clientHeight + 1)) {
      findings.push({ check: 'clipped text', detail: `${describeElement(element)} clips ${element.scrollWidth}x${element.scrollHeight} into ${element.clientWidth}x${element.clientHeight}` });
    }
  }

  for (const media of Array.from(container.querySelectorAll('img, video'))) {
    if (media.closest('[hidden]') || getComputedStyle(media).display === 'none' || media.getClientRects().length === 0) continue;
    // A decorative picture (alt="") that failed to load has nothing to show: WebKit lays it out at no
    // height, Chromium at a line's; neither hides anything from the learner.
    if (media instanceof HTMLImageElement && media.alt === '' && media.complete && media.naturalWidth === 0) continue;
    if (media.getBoundingClientRect().height <= 0) findings.push({ check: 'collapsed media', detail: `${describeElement(media)} has no height` });
  }
  return findings;
}
