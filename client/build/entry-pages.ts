import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ENTRY_PAGES_FILE } from '../../common/entry-pages.ts';

const isChunk = (file: Rolldown.OutputBundle[string] | undefined): file is Rolldown.OutputChunk =>
  file?.type === 'chunk';

/** A chunk and every chunk it imports statically, with the CSS they bring. */
function closure(
  bundle: Rolldown.OutputBundle,
  start: string,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || js.has(fileName)) return;
    js.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start);
  return { js, css };
}

/**
 * For each entry page (client/src/entry-pages.ts), a copy of index.html that also names the
 * files of the modules it loads lazily as it opens: `modulepreload` for their chunks,
 * `preload` for their CSS, so they download with the app's bundle. Files the app's bundle
 * already loads are left out. The copies' table goes to ENTRY_PAGES_FILE for the server.
 */
export function entryPagesPlugin(
  pages: Record<string, string[]>,
  namespaces: Record<string, string[]>,
  srcDir: string,
): Plugin {
  return {
    name: 'homegrown:entry-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('index.html is not in the bundle');
      const base = this.environment.config.base;
      const main = Object.values(bundle).find((file) => isChunk(file) && file.isEntry);
      if (!isChunk(main)) this.error('the app has no entry chunk');
      const loaded = closure(bundle, main.fileName);
      // The app renders once its language's core messages are in, whatever the page. Pages name
      // English's files, the language most visits start in: naming every language's would
      // have each visitor download the others too (docs/decisions.md "Languages"); a visitor
      // reading Spanish fetches its files after the entry, one round trip more.
      const cataloguesOf = (namespaces: string[]) =>
        Object.values(bundle).filter((file): file is Rolldown.OutputChunk => {
          if (!isChunk(file) || !file.isDynamicEntry) return false;
          const found = /[/\\]common[/\\]i18n[/\\]catalogues[/\\]en[/\\]([a-z]+)\.json$/.exec(
            file.facadeModuleId ?? '',
          );
          return !!found && namespaces.includes(found[1] ?? '');
        });
      const catalogues = cataloguesOf(['core', 'validation']);
      if (!catalogues.length) this.error('no language catalogue chunk in the bundle');
      const table: Record<string, string> = {};
      for (const [route, modules] of Object.entries(pages)) {
        const words = cataloguesOf(namespaces[route] ?? []);
        if (words.length < (namespaces[route]?.length ?? 0))
          this.error(`${route}: a language file it names is not in the bundle`);
        const js = new Set<string>([...catalogues, ...words].map((chunk) => chunk.fileName));
        const css = new Set<string>();
        for (const module of modules) {
          const id = path.resolve(srcDir, module);
          const chunk = Object.values(bundle).find(
            (file) => isChunk(file) && file.isDynamicEntry && file.facadeModuleId === id,
          );
          if (!chunk) this.error(`${route}: no lazily loaded chunk for ${module}`);
          const found = closure(bundle, chunk.fileName);
          for (const file of found.js) js.add(file);
          for (const file of found.css) css.add(file);
        }
        const links = [
          ...[...js]
            .filter((file) => !loaded.js.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...css]
            .filter((file) => !loaded.css.has(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
        ];
        const fileName = `entry${route}.html`;
        table[route] = fileName;
        this.emitFile({
          type: 'asset',
          fileName,
          source: String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ENTRY_PAGES_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
