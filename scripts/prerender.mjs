// Writes each entry page's first paint into its HTML, after `webpack --mode production` has built
// the app (dist/) and its Node render (dist-prerender/). The browser then shows the page before
// any script has arrived, and the app replaces it when it starts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
const {
  prerender,
  starterCount,
  titleFor,
  languages,
  pageFileIn,
  paths,
  starterAttribute,
} = require(path.join(root, 'dist-prerender', 'prerender.js'));

/** Each page and the route it is the first paint of (app.html: the frame alone). */
const PAGES = {
  'index.html': paths.generator,
  'characters.html': paths.characters,
  'settings.html': paths.settings,
  'app.html': paths.root,
};

// The script that sets the colour scheme (and marks a returning visitor, and holds early input)
// before the first paint, compiled from src/app/start-up/head-script.ts. The server's security
// policy allows inline script only by hash, so the build stops if deploy/nginx.conf does not
// carry this script's hash.
const firstPaint = readFileSync(path.join(root, 'dist-prerender', 'head-script.js'), 'utf8').trim();
if (/<\/script/i.test(firstPaint)) {
  throw new Error('The <head> script cannot be written into a page: it contains "</script"');
}
const firstPaintHash = `'sha256-${createHash('sha256').update(firstPaint).digest('base64')}'`;
const nginxConf = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
if (!nginxConf.includes(firstPaintHash)) {
  throw new Error(
    `deploy/nginx.conf must allow the <head> script: put ${firstPaintHash} in its script-src`,
  );
}

// One pre-made character per release greets first visitors; the app shows the same one.
const starter = Math.floor(Math.random() * starterCount);
// The built page's empty container (the minifier may drop the attribute's quotes).
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

// Every page in every interface language, so the server (and, offline, the service worker) can
// send a returning visitor the page already in their language: nothing shows in English first.
// Each language's pages are made from the English template, before it is rendered into.
const templates = Object.fromEntries(
  Object.keys(PAGES).map((file) => [file, readFileSync(path.join(root, 'dist', file), 'utf8')]),
);
for (const language of languages) {
  for (const [file, pathname] of Object.entries(PAGES)) {
    const page = templates[file];
    if (!EMPTY_ROOT.test(page) || !page.includes('</title>') || !page.includes('</head>')) {
      throw new Error(`${file} has no <title>, </head> or empty #root to render into`);
    }
    if (!/<html lang="?en"?>/.test(page)) throw new Error(`${file} has no <html lang="en">`);
    const { html, styles } = await prerender(pathname, starter, language);
    // Each screen's page carries the title the app gives that screen.
    const title = await titleFor(pathname, language);
    const rendered = page
      .replace(/<html lang="?en"?>/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${title}</title>` : tag))
      .replace('</title>', `</title><script>${firstPaint}</script>`)
      .replace('</head>', `${styles}</head>`)
      .replace(EMPTY_ROOT, `<div id="root" ${starterAttribute}="${starter}">${html}</div>`);
    const target = pageFileIn(file, language);
    writeFileSync(path.join(root, 'dist', target), rendered);
    console.log(`prerendered ${target} (${pathname}): ${Buffer.byteLength(rendered)} bytes`);
  }
}
