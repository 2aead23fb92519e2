/**
 * `vite build` builds the app twice over (Vite's app builder): the browser's bundle, then, for the
 * server, the module that renders the first HTML of the first-visit pages from the same components
 * (src/app/first-html/render-first-html.tsx), into `.server/` inside the browser's build folder, so
 * every build (npm start's, the e2e tier's, a benchmark's temporary one) carries its own and the
 * server finds it beside index.html. A dot-folder: the static files never serve it
 * (server/http/static-site.ts).
 */
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { FIRST_HTML_DIR, FIRST_HTML_MODULE } from '../../src/contract/first-html.ts';

export const FIRST_HTML_BUILD_PLUGIN = 'fanvault:first-html-build';
const ENTRY = 'src/app/first-html/render-first-html.tsx';

export function firstHtmlBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: FIRST_HTML_BUILD_PLUGIN,
    config(config) {
      outDir = config.build?.outDir ?? 'dist';
      return { builder: {} };
    },
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        // Self-contained: a build may be served from a folder with no node_modules beside it (a
        // benchmark's temporary one, a deploy's), and it renders with the libraries it was built with.
        resolve: { noExternal: true },
        build: {
          ssr: true,
          outDir: path.join(outDir, FIRST_HTML_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: {
            input: { [FIRST_HTML_MODULE.replace(/\.js$/, '')]: ENTRY },
            // One file: the browser's chunk groups (vite.config.ts) are for downloads, and those
            // that take listed files without their imports can order a server bundle's modules
            // wrongly (it failed to load with "reading '2'" of an undefined).
            output: { codeSplitting: false },
          },
        },
      };
    },
  };
}

/** The browser's build only (the service worker, the compressed siblings): not the server's module. */
export function inBrowserBuild(plugin: PluginOption): PluginOption {
  const plugins = (Array.isArray(plugin) ? (plugin as unknown[]).flat(Infinity) : [plugin]) as Plugin[];
  for (const one of plugins.filter(Boolean))
    one.applyToEnvironment = (environment) => environment.name === 'client';
  return plugins;
}
