// Server entry used only at build time by scripts/build/prerender.ts: renders a public page to HTML so the
// first paint does not wait for JavaScript. The browser then hydrates the same tree (src/main.tsx).
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/App';
import { loadLegalDocument } from './content/legal';
import { documentTitle } from './ui/useDocumentMeta';
import { landingMeta } from './features/landing/landingMeta';
import { legalDocumentLinks, legalPages } from './features/legal/legalPages';
import { Spinner } from './ui/Spinner/Spinner';

export { routeShells } from './app/routeShells';

export interface PrerenderedPage {
  readonly path: string;
  /** Where the page is written under dist/: `vite preview` and static hosts serve `/legal` from `legal.html`. */
  readonly file: string;
  /** The full browser-tab title, as useDocumentMeta sets it. */
  readonly title: string;
  readonly description: string;
  /** Source modules the page shows, as the client build's manifest names them: their CSS is linked in the HTML and their JavaScript preloaded. */
  readonly modules: readonly string[];
  /** The address search engines should list: /legal shows the same text as /politicas-de-privacidad. */
  readonly canonicalPath: string;
  /** Hydrated by src/main.tsx; otherwise static HTML with only src/landingMain.ts (the landing). */
  readonly hydrated: boolean;
}

/** Every page written as static HTML, with what its <head> says. */
export async function prerenderedPages(): Promise<readonly PrerenderedPage[]> {
  const legal = await Promise.all(
    legalPages.map(async (page): Promise<PrerenderedPage> => {
      const { meta } = await loadLegalDocument(page.document);
      return {
        path: page.path,
        file: `${page.path.slice(1)}.html`,
        title: documentTitle(meta.title),
        description: page.description,
        modules: ['src/features/legal/LegalPage.tsx', `content/legal/${page.document}.mdx`],
        canonicalPath:
          legalDocumentLinks.find((link) => link.document === page.document)?.path ?? page.path,
        hydrated: true,
      };
    }),
  );
  return [
    {
      path: '/',
      file: 'index.html',
      title: documentTitle(landingMeta.title),
      description: landingMeta.description,
      modules: ['src/features/landing/LandingPage.tsx'],
      canonicalPath: '/',
      hydrated: false,
    },
    ...legal,
  ];
}

/** The markup of #root for a path, after every lazy page has loaded. */
export function renderPage(path: string): Promise<string> {
  return renderToHtml(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
}

/**
 * What the app shell (dist/app.html) shows until the app draws the member's page: the spinner every
 * page shows while its code loads, so something paints as soon as the HTML arrives.
 */
export function renderAppShell(): Promise<string> {
  return renderToHtml(<Spinner />);
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
