/**
 * Storybook configuration, written by hand (no `storybook init`, toolchain.md).
 *
 * The same file drives `storybook dev`, `storybook build` and the vitest "storybook"
 * project (@storybook/addon-vitest reads `stories`, `addons`, `staticDirs` and `viteFinal`).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { FIRST_HTML_BUILD_PLUGIN } from '../scripts/vite/first-html-build.ts';
import { PRECOMPILED_CATALOGUES_PLUGIN } from '../scripts/vite/precompiled-catalogues.ts';
import { DEVELOPMENT_KEYS } from '../src/contract/envelope.ts';

type PluginList = PluginOption[];

function pluginNames(plugins: PluginList): string[] {
  return plugins.flatMap((plugin) => {
    if (Array.isArray(plugin)) return pluginNames(plugin);
    return plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin.name] : [];
  });
}

/**
 * Drops the plugins only the app's production build wants. vite-plugin-pwa: its precache step
 * rejects Storybook's 3 MB manager bundle, and a service worker of the app would fight MSW's
 * worker for the story iframe. vite-plugin-compression: nothing serves Storybook's files
 * pre-compressed, and brotli at its best level over them would only slow `storybook build`.
 * Precompiled catalogues: stories keep the ICU parser, so a message missing from a catalogue
 * still formats from its default text there. The first-HTML build: Storybook builds no server module.
 */
function withoutAppBuildPlugins(plugins: PluginList): PluginList {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutAppBuildPlugins(plugin) : plugin))
    .filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          (plugin.name.startsWith('vite-plugin-pwa') ||
            plugin.name === 'vite-plugin-compression' ||
            plugin.name === PRECOMPILED_CATALOGUES_PLUGIN ||
            plugin.name === FIRST_HTML_BUILD_PLUGIN ||
            plugin.name === 'formatjs')
        ),
    );
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds mockServiceWorker.js, the icons and the mock images.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const plugins = withoutAppBuildPlugins(viteConfig.plugins ?? []);
    const names = pluginNames(plugins);
    // vite.config.ts is loaded by `storybook dev/build` but not by the vitest project, so
    // add React and Tailwind here whenever the loaded config did not already bring them.
    if (!names.some((name) => name.startsWith('vite:react'))) {
      const { default: react } = await import('@vitejs/plugin-react');
      plugins.push(react());
    }
    if (!names.some((name) => name.startsWith('@tailwindcss/vite'))) {
      const { default: tailwindcss } = await import('@tailwindcss/vite');
      plugins.push(tailwindcss());
    }
    return {
      ...viteConfig,
      plugins,
      define: {
        ...viteConfig.define,
        // The mocks seal with the development keys, so stories always use them, whatever
        // API_AES_KEY / API_SIGN_KEY the shell exports for a production build.
        __API_AES_KEY__: JSON.stringify(DEVELOPMENT_KEYS.aesKey),
        __API_SIGN_KEY__: JSON.stringify(DEVELOPMENT_KEYS.signKey),
        // Whole catalogues: the plugin that splits them is left out above (src/i18n/messages.ts).
        __CATALOGUE_PARTS__: 'false',
      },
    };
  },
};

export default config;
