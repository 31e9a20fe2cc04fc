// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  markdownOnlyBlocks,
  markdownUnderTitle,
} from '../../../../src/renderers/ContentPage/blockRegistry';
import { ContentPage } from '../../../../src/renderers/ContentPage/ContentPage';
import { MarkdownBody } from '../../../../src/renderers/ContentPage/MarkdownBody';
import SampleGuide from '../../../fixtures/selfcare/sample-guide.mdx';

const sections = [
  'Qué hacer ahora',
  'Qué vigilar',
  'Cuándo repetir el test o llamar al 911',
  'Fuentes',
];

const title = 'Falta de aire: cómo cuidarte en casa';

afterEach(cleanup);

describe('an MDX text drawn by the content page', () => {
  it('puts a guide’s sections one level under the page title', () => {
    render(
      <ContentPage titleId="titulo" title={title}>
        <MarkdownBody Content={SampleGuide} registry={markdownUnderTitle} />
      </ContentPage>,
    );
    expect(screen.getByRole('article', { name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      sections,
    );
  });

  it('keeps the Markdown levels of a text that has no page title of its own', () => {
    render(<MarkdownBody Content={SampleGuide} registry={markdownOnlyBlocks} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      sections,
    );
  });

  it('opens outside links in a new tab and keeps the 911 link a phone call', () => {
    render(<MarkdownBody Content={SampleGuide} registry={markdownOnlyBlocks} />);
    const source = screen.getByRole('link', { name: 'Fuente de prueba' });
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    const call = screen.getByRole('link', { name: '911' });
    expect(call.getAttribute('href')).toBe('tel:911');
    expect(call.hasAttribute('target')).toBe(false);
  });
});
