import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOf } from '../../../src/model/types';
import { ImageRenderer } from '../../../src/renderers/image/ImageRenderer';
import es from '../../../src/locales/es';
import { defaultStrings } from '../../../src/strings/en';
import { course, expectAccessible, fixtureBlock, Harness } from './support';
import { withFields } from '../../support/blockFromFields';

const block = fixtureBlock<BlockOf<'image'>>('intro-scene');
const ALT = 'A man in his late fifties sits on an exam table while a clinician reviews a printed blood pressure log with him.';
const CAPTION = 'Marcus Hill, 58, at his quarterly diabetes visit';
const withUrl = (url: unknown) => withFields(block, { url });

describe('image Renderer', () => {
  it('shows the image with its description and caption', async () => {
    const { container } = render(<Harness Component={ImageRenderer} block={block} />);
    expect(screen.getByRole('img', { name: ALT }).getAttribute('src')).toBe('https://cdn.example.org/courses/t2d-htn/scene-exam-room-16x9.jpg');
    expect(screen.getByText(CAPTION)).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows its description and a notice when the image does not load', async () => {
    const { container } = render(<Harness Component={ImageRenderer} block={block} />);
    fireEvent.error(screen.getByRole('img', { name: ALT }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(`The image did not load. It shows: ${ALT}`)).toBeTruthy();
    expect(screen.getByText(CAPTION)).toBeTruthy();
    await expectAccessible(container);
  });

  it.each([['javascript:alert(1)'], ['data:image/png;base64,AAAA'], ['http://cdn.example.org/plain-http.png'], [42]])(
    'shows its description and a notice, as for a failed load, when the URL %j is refused',
    async (url) => {
      const { container } = render(<Harness Component={ImageRenderer} block={withUrl(url)} />);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.getByText(`The image did not load. It shows: ${ALT}`)).toBeTruthy();
      expect(screen.getByText(CAPTION)).toBeTruthy();
      expect(container.querySelector('[src]')).toBeNull();
      await expectAccessible(container);
    },
  );

  it('says only that the image did not load when it has no description', () => {
    render(<Harness Component={ImageRenderer} block={withFields(block, { url: 'javascript:alert(1)', alt: '' })} />);
    expect(screen.getByText('The image did not load.')).toBeTruthy();
  });

  it.each([
    ['its caption', { alt: undefined }, CAPTION],
    ['its title when it has no caption', { alt: '', caption: null, title: 'The exam room' }, 'The exam room'],
    ['a neutral label when it has neither', { alt: '  ', caption: '' }, 'Image without a description'],
  ])('names an image the payload sent without alt by %s, never as decorative', async (_name, fields, name) => {
    const { container } = render(<Harness Component={ImageRenderer} block={withFields(block, fields)} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(container.querySelector('img[alt=""]')).toBeNull();
    await expectAccessible(container);
  });

  it('says it in Spanish from the Spanish table', () => {
    render(<ImageRenderer block={withUrl('javascript:alert(1)')} course={course} answer={undefined} onAnswer={() => {}} status="editable" rationales={{}} strings={{ ...defaultStrings, ...es.renderers }} />);
    expect(screen.getByText(`La imagen no se cargó. Muestra: ${ALT}`)).toBeTruthy();
  });
});
