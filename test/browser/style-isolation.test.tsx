import methodCss from '../../styles/method.css?inline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoursePlayer } from '../../src';
import { makePlayerPayload } from '../support/playerCourse';
import { mount } from '../support/mount';

/** A host page with the kind of global CSS real apps ship: bare element rules, resets, :root tokens. */
const HOST_CSS = `
  :root { --method-color-accent: rgb(1, 2, 3); --brand: rgb(9, 9, 9); }
  * { box-sizing: content-box; }
  body { font-family: "Courier New", monospace; text-align: center; } /* Vite's starter centres #root so */
  p { color: rgb(255, 0, 255); font-size: 31px; letter-spacing: 4px; text-transform: uppercase; }
  h2 { color: rgb(0, 255, 0); font-size: 64px; font-family: Georgia, serif; }
  button { background-color: rgb(255, 0, 0); color: rgb(255, 255, 0); font-size: 40px; border-radius: 0px; }
  a { color: rgb(0, 128, 0); }
  li { color: rgb(0, 0, 255); }
`;

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

const read = (element: Element | null, ...properties: string[]) => {
  const computed = getComputedStyle(element!);
  return Object.fromEntries(properties.map((p) => [p, computed.getPropertyValue(p)]));
};

describe('the player inside a host page with aggressive global CSS', () => {
  let hostStyle: HTMLStyleElement;
  let hostElements: HTMLElement;
  beforeAll(() => {
    hostStyle = addStyle(HOST_CSS);
    hostElements = document.createElement('div');
    hostElements.innerHTML = '<h2 id="host-h2">Host heading</h2><p id="host-p">Host text</p><button id="host-button">Host button</button><a id="host-a" href="#x">Host link</a><ul><li id="host-li">Host item</li></ul>';
    document.body.append(hostElements);
  });
  afterAll(() => {
    hostStyle.remove();
    hostElements.remove();
  });

  it('leaves the host page exactly as it was when the stylesheet and a player are added', async () => {
    const ids = ['host-h2', 'host-p', 'host-button', 'host-a', 'host-li'];
    const properties = ['color', 'background-color', 'font-size', 'font-family', 'letter-spacing', 'border-radius', 'box-sizing', 'margin-top', 'padding-top'];
    const before = ids.map((id) => read(document.getElementById(id), ...properties));
    const rootBefore = read(document.documentElement, '--method-color-accent', '--brand', 'color-scheme');
    const playerStyle = addStyle(methodCss);
    const { unmount } = await mount(<CoursePlayer payload={makePlayerPayload()} userId="u" onSubmit={async () => ({})} theme="dark" />);
    expect(ids.map((id) => read(document.getElementById(id), ...properties))).toEqual(before);
    expect(read(document.documentElement, '--method-color-accent', '--brand', 'color-scheme')).toEqual(rootBefore);
    expect(getComputedStyle(document.body).fontFamily).toContain('Courier New');
    await unmount();
    playerStyle.remove();
  });

  it('keeps the player looking like itself whatever the host styles bare elements with', async () => {
    const playerStyle = addStyle(methodCss);
    const clean = await mount(<CoursePlayer payload={makePlayerPayload()} userId="u" onSubmit={async () => ({})} />);
    const pick = (root: HTMLElement) => ({
      heading: read(root.querySelector('.method-screen__heading'), 'color', 'font-size', 'font-family'),
      prose: read(root.querySelector('.method-prose p'), 'color', 'font-size', 'letter-spacing', 'text-transform', 'text-align'),
      references: read(root.querySelector('.method-references li, .method-screen li, li'), 'text-align'),
      button: read(root.querySelector('.method-actions .method-button'), 'background-color', 'color', 'font-size', 'border-radius'),
      link: read(root.querySelector('.method-prose a'), 'color'),
      root: read(root.querySelector('.method-player'), '--method-color-accent', 'box-sizing'),
    });
    // Measured without the host CSS, then with it: the player must not change.
    hostStyle.disabled = true;
    const alone = pick(clean.container);
    hostStyle.disabled = false;
    const hosted = pick(clean.container);
    expect(hosted).toEqual(alone);
    expect(hosted.button['background-color']).not.toBe('rgb(255, 0, 0)');
    expect(hosted.root['--method-color-accent']).not.toBe('rgb(1, 2, 3)');
    await clean.unmount();
    playerStyle.remove();
  });
});
