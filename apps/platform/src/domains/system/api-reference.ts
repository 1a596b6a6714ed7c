import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { Answer, sendKeptAnswer } from '../../kernel/http/answer.js';

/**
 * The API reference a developer reads at `/docs`: RapiDoc (a maintained OpenAPI renderer, one
 * prebuilt web component) over the platform's own `/openapi.json`. Nothing here describes the
 * API; every word of the reference comes from the document.
 */

const require = createRequire(import.meta.url);
const RAPIDOC_VERSION: string = require('rapidoc/package.json').version;
/** The renderer's URL names its version, so browsers may keep it for good. */
const RENDERER_PATH = `/docs/rapidoc-${RAPIDOC_VERSION}.js`;
const RENDERER_FILE = require.resolve('rapidoc/dist/rapidoc-min.js');

/** The platform's mark, a bag on an indigo square, beside the side navigation's search. */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
<rect width="28" height="28" rx="8" fill="#4f46e5"/>
<path d="M8 9h12l-1.5 10.5a2 2 0 0 1-2 1.5h-5a2 2 0 0 1-2-1.5z" fill="#fff"/>
<path d="M11 9a3 3 0 0 1 6 0" stroke="#fff" stroke-width="2" fill="none"/>
</svg>`;

const ICON = `data:image/svg+xml,${encodeURIComponent(LOGO.replace(' aria-hidden="true"', ''))}`;

/**
 * Links from before this reader named a section `#/Stores`; RapiDoc names it `#tag--Stores` (its
 * ids replace spaces and URL punctuation with dashes). Run before RapiDoc reads the hash.
 */
const OLD_LINKS = `const old = /^#\\/([^?]*)/.exec(location.hash);
if (old) history.replaceState(null, '', '#tag--' + decodeURIComponent(old[1]).replace(/[\\s#:?&={}]/g, '-'));`;

/**
 * A phone has no room for the side navigation: there the reference is one list of sections
 * whose operations open in place; wider screens get the navigation and one operation at a time.
 */
const LAYOUT = `document.getElementById('reference').setAttribute('render-style',
  matchMedia('(min-width: 768px)').matches ? 'focused' : 'view');`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bazaar API reference</title>
<meta name="description" content="The Bazaar platform's HTTP API: every call, its input and its answers.">
<link rel="icon" href="${ICON}">
<style>
  body { margin: 0; }
  rapi-doc { display: block; width: 100%; height: 100vh; }
  /* RapiDoc's light theme colours methods and types too pale to read on white (axe: under 4.5:1);
     a page's own rule on the element outranks the theme's :host rule inside it. */
  #reference { --green: #15803d; --blue: #0369a1; --orange: #b45309; --red: #b91c1c;
    --yellow: #6b6012; --purple: #6d28d9; --brown: #92400e; }
  .nav-logo { display: flex; align-items: center; gap: 10px; padding: 16px 16px 0; color: #fff;
    font: 700 16px system-ui, sans-serif; }
</style>
</head>
<body>
<rapi-doc id="reference" spec-url="/openapi.json" theme="light" primary-color="#4f46e5"
  text-color="#1f2937" nav-bg-color="#1e1b4b" show-header="false" load-fonts="false"
  allow-spec-url-load="false" allow-spec-file-load="false" allow-server-selection="false"
  schema-style="table" schema-description-expanded="true" default-schema-tab="schema"
  info-description-headings-in-navbar="false" show-method-in-nav-bar="as-plain-text" on-nav-tag-click="show-description"
  use-path-in-nav-bar="false" allow-try="false" allow-authentication="false">
  <div slot="nav-logo" class="nav-logo">${LOGO}<span>Bazaar API</span></div>
</rapi-doc>
<script>
${OLD_LINKS}
${LAYOUT}
</script>
<script src="${RENDERER_PATH}"></script>
</body>
</html>
`;

export function apiReferenceRoutes() {
  const page = new Answer(Buffer.from(PAGE));
  // Read when first asked for, not when an app (every test's) is built: it is 863 KB.
  let renderer: Answer | undefined;
  return async (app: FastifyInstance) => {
    const hidden = { config: { access: 'public' as const }, schema: { hide: true } };
    app.get('/docs', hidden, (request, reply) =>
      sendKeptAnswer(request, reply, page, {
        contentType: 'text/html; charset=utf-8',
        cacheControl: 'public, no-cache',
      }),
    );
    // Where the earlier reader lived.
    app.get('/docs/', hidden, (_request, reply) => reply.redirect('/docs', 301));
    app.get(RENDERER_PATH, hidden, (request, reply) => {
      renderer ??= new Answer(readFileSync(RENDERER_FILE));
      return sendKeptAnswer(request, reply, renderer, {
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    });
  };
}
