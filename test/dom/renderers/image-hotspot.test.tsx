import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { ImageHotspotFallback } from '../../../src/renderers/image-hotspot/ImageHotspotFallback';
import { ImageHotspotRenderer } from '../../../src/renderers/image-hotspot/ImageHotspotRenderer';
import { expectAccessible, fixtureBlock, Harness, installDomPolyfills, lastAnswer, rationale } from './support';
import { withFields } from '../../support/blockFromFields';

const block = fixtureBlock<BlockOf<'image-hotspot'>>('edu-nephron-hotspot');
const IMAGE = 'https://cdn.example.org/courses/t2d-htn/nephron-diagram.png';

beforeAll(installDomPolyfills);

describe('image-hotspot Renderer', () => {
  it('places labelled hotspot buttons over the image through CSS variables only', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={ImageHotspotRenderer} block={block} onAnswer={onAnswer} />);
    expect(screen.getByRole('img', { name: /Labeled diagram of a nephron/ }).getAttribute('src')).toBe(IMAGE);
    const group = screen.getByRole('group', { name: 'Select the segment where SGLT2 inhibitors act.' });
    const proximal = screen.getByRole('button', { name: 'Proximal convoluted tubule' });
    expect(group.contains(proximal)).toBe(true);
    expect(proximal.getAttribute('style')).toBe('--method-hotspot-x: 41%; --method-hotspot-y: 34%;');
    expect(screen.getByText('Not answered yet')).toBeTruthy();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 'hs-proximal' });
    expect(proximal.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Selected: Proximal convoluted tubule')).toBeTruthy();
    await expectAccessible(container);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['no URL', undefined],
  ])('never puts %s in src; it shows the list instead', (_name, url) => {
    render(<Harness Component={ImageHotspotRenderer} block={withFields(block, { image_url: url })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The image could not be shown. Choose from the list instead.')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });
});

describe('image-hotspot Renderer, tolerant shapes', () => {
  const { image_url: _url, alt: _alt, ...rest } = block.fields as Record<string, unknown>;
  const ALT = 'Labeled diagram of a nephron showing the glomerulus, proximal tubule, loop of Henle and collecting duct.';

  it('shows an image given as a nested object (spec 2.8 shape) with its pins, not the "could not be shown" list', () => {
    render(<Harness Component={ImageHotspotRenderer} block={{ ...block, fields: { ...rest, image: { url: IMAGE, alt: ALT } } }} />);
    expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe(IMAGE);
    expect(screen.queryByText('The image could not be shown. Choose from the list instead.')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it('places hotspots given as fractions of the image at the same percent', () => {
    const hotspots = [{ id: 'a', label: 'Glomerulus', x: 0.18, y: 0.28 }, { id: 'b', label: 'Proximal tubule', x: 0.41, y: 0.34 }];
    render(<Harness Component={ImageHotspotRenderer} block={withFields(block, { hotspots })} />);
    expect(screen.getByRole('button', { name: 'Proximal tubule' }).getAttribute('style')).toBe('--method-hotspot-x: 41%; --method-hotspot-y: 34%;');
  });

  it('keeps the pins over a placeholder frame and shows the description when the image does not load', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { container } = render(<Harness Component={ImageHotspotRenderer} block={block} onAnswer={onAnswer} />);
    fireEvent.error(screen.getByRole('img', { name: ALT }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(`The image did not load. It shows: ${ALT}`)).toBeTruthy();
    const frame = container.querySelector('.method-hotspot');
    expect(frame?.getAttribute('data-image')).toBe('failed');
    expect(frame?.textContent).not.toContain(ALT);
    await user.click(screen.getByRole('button', { name: 'Loop of Henle' }));
    expect(lastAnswer(onAnswer)).toEqual({ type: 'value', value: 'hs-loop' });
    await expectAccessible(container);
  });

  it('reserves the payload aspect ratio for the image frame', () => {
    const { container } = render(<Harness Component={ImageHotspotRenderer} block={withFields(block, { aspect_ratio: '4:3' })} />);
    expect(container.querySelector('.method-hotspot')?.getAttribute('style')).toBe('--method-hotspot-aspect: 4 / 3;');
  });
});

describe('image-hotspot Fallback', () => {
  it('is the static image and a radio list of labels', async () => {
    const { container } = render(<Harness Component={ImageHotspotFallback} block={block} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(IMAGE);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['hs-glomerulus', 'hs-proximal', 'hs-loop', 'hs-collecting']);
    expect(container.querySelector('[style]')).toBeNull();
    await expectAccessible(container);
  });
});

describe.each([
  ['Renderer', ImageHotspotRenderer],
  ['Fallback', ImageHotspotFallback],
] as const)('image-hotspot %s', (_name, Component) => {
  it('is disabled in review and shows the rationale keyed by the block id', async () => {
    const { container } = render(
      <Harness
        Component={Component}
        block={block}
        status="review"
        answer={{ type: 'value', value: 'hs-loop' }}
        rationales={{ 'edu-nephron-hotspot': rationale('edu-nephron-hotspot', 'SGLT2 sits in the proximal tubule.', false) }}
      />,
    );
    for (const control of container.querySelectorAll('button, input')) expect(control.matches(':disabled')).toBe(true);
    expect(screen.getByText('SGLT2 sits in the proximal tubule.')).toBeTruthy();
    await expectAccessible(container);
  });
});

describe('image-hotspot Renderer and Fallback', () => {
  it('post identical answers for the same keyboard choice', async () => {
    const user = userEvent.setup();
    const fromRenderer = vi.fn();
    const renderer = render(<Harness Component={ImageHotspotRenderer} block={block} onAnswer={fromRenderer} />);
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    renderer.unmount();

    const fromFallback = vi.fn();
    render(<Harness Component={ImageHotspotFallback} block={block} onAnswer={fromFallback} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');

    expect(lastAnswer(fromRenderer)).toEqual({ type: 'value', value: 'hs-proximal' });
    expect(lastAnswer(fromFallback)).toEqual(lastAnswer(fromRenderer));
  });
});

describe.each([
  ['Renderer', ImageHotspotRenderer],
  ['Fallback', ImageHotspotFallback],
] as const)('image-hotspot %s without alt', (_name, Component) => {
  it.each([
    ['its title', { alt: undefined, title: 'The nephron' }, 'The nephron'],
    ['a neutral label without a title', { alt: '' }, 'Image without a description'],
  ])('names the image by %s, never as decorative', async (_by, fields, name) => {
    const { container } = render(<Harness Component={Component} block={withFields(block, fields)} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(container.querySelector('img[alt=""]')).toBeNull();
    await expectAccessible(container);
  });
});
