// Builds the single-page app. Every emitted file is served from under the app's base path.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');

// The app's base path comes from the JSON file the app's own src/config/paths.ts reads, so this
// plain-JavaScript configuration, the page template and the manifest cannot disagree with it.
const { basePath } = require('./src/config/base-path.json');

/** The folder every emitted file is served from. */
const BASE_PATH = `${basePath}/`;

/**
 * Adds <link rel="preload"> for the scripts of a screen's lazy chunk to that screen's page, so
 * its code downloads alongside the entry scripts instead of one round trip after them. Each
 * screen stays its own chunk; only its download starts earlier.
 */
class PreloadChunksPlugin {
  /** @param {Record<string, string[]>} chunksByPage the chunk names to preload, by HTML file */
  constructor(chunksByPage) {
    this.chunksByPage = chunksByPage;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadChunksPlugin',
        (data) => {
          const chunkNames = this.chunksByPage[data.outputName] ?? [];
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            if (!chunkNames.includes(group.name)) continue;
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
          }
          for (const file of files) {
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'script', href: `${BASE_PATH}${file}` },
            });
          }
          return data;
        },
      );
    });
  }
}

/**
 * MUI's Tooltip draws its floating part with MUI's Popper and its positioning engine, more code
 * than the rest of the tooltip and never needed before a tooltip opens. Tooltip's own import of
 * Popper (and only that one) is pointed at src/components/tooltip-popper.tsx, which downloads
 * Popper the first time a tooltip opens.
 */
const lazyTooltipPopper = new NormalModuleReplacementPlugin(
  /^\.\.\/Popper\/index\.m?js$/,
  (resource) => {
    if (
      path.basename(resource.context) === 'Tooltip' &&
      /@mui[\\/]material/.test(resource.context)
    ) {
      resource.request = path.resolve(__dirname, 'src/components/tooltip-popper.tsx');
    }
  },
);

/**
 * One page per screen, each preloading that screen's chunk, and app.html (no preload) for every
 * other path. deploy/nginx.conf picks the page by path.
 */
const PAGES = {
  'index.html': ['generator'],
  'characters.html': ['characters'],
  'settings.html': ['settings'],
  'app.html': [],
};

/** The interface's message catalogs, parsed at build time (see scripts/lib/messages-loader.cjs). */
const messagesRule = {
  test: /[\\/]i18n[\\/]catalogs[\\/][^\\/]+\.json$/,
  type: 'json',
  use: path.resolve(__dirname, 'scripts/lib/messages-loader.cjs'),
};

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    // Type errors are reported by `npm run typecheck`; the build only transpiles.
    options: { transpileOnly: true, configFile: 'tsconfig.json' },
  },
};

/**
 * A Node build of the app's screens, run once by scripts/prerender.mjs to write each page's
 * first paint into its HTML. It is not served.
 */
const prerenderConfig = {
  name: 'prerender',
  mode: 'production',
  target: 'node',
  entry: { prerender: './src/prerender.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist-prerender'),
    filename: '[name].js',
    chunkFilename: '[name].chunk.js',
    library: { type: 'commonjs2' },
    // The page's head script is built into the same folder by its own configuration below.
    clean: { keep: /^head-script\.js$/ },
  },
  devtool: false,
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    alias: { '@': path.resolve(__dirname, 'src') },
  },
  module: {
    rules: [
      typescriptRule,
      messagesRule,
      { test: /\.css$/, type: 'asset/source' },
      {
        test: /\.(woff2?|ttf|eot|png|svg|jpe?g|webp)$/,
        type: 'asset/resource',
        generator: { emit: false },
      },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};

/**
 * The script each page runs in its <head> before the first paint (src/app/start-up/head-script.ts),
 * compiled alone into one small function: scripts/prerender.mjs writes it into every page, and
 * deploy/nginx.conf allows it by its hash. It is not served as a file.
 */
const headScriptConfig = {
  name: 'head-script',
  mode: 'production',
  target: ['web', 'es2022'],
  entry: { 'head-script': './src/app/start-up/head-entry.ts' },
  output: {
    path: path.resolve(__dirname, 'dist-prerender'),
    filename: '[name].js',
    iife: true,
    clean: false,
  },
  devtool: false,
  resolve: prerenderConfig.resolve,
  module: { rules: [typescriptRule] },
  performance: { hints: false },
};

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const app = {
    name: 'app',
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: BASE_PATH,
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production
        ? 'static/js/[name].[contenthash:8].chunk.js'
        : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      // The spec's chunk time-out, stated rather than left to the default.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package resolves only to its development build; production builds use
        // its production files (no dev warnings, smaller).
        ...(production
          ? {
              'react-router$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
        // The catalogs arrive parsed (messagesRule): the page needs no ICU message parser.
        '@formatjs/icu-messageformat-parser$': path.resolve(
          __dirname,
          'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        ),
      },
    },
    module: {
      rules: [
        typescriptRule,
        messagesRule,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(woff2?|ttf|eot)$/,
          type: 'asset/resource',
          generator: { filename: 'static/fonts/[name].[contenthash:8][ext]' },
        },
        {
          test: /\.(png|svg|jpe?g|webp)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      lazyTooltipPopper,
      ...Object.keys(PAGES).map(
        (filename) =>
          new HtmlWebpackPlugin({
            filename,
            template: 'public/index.html',
            templateParameters: { basePath },
            favicon: 'public/favicon.svg',
            scriptLoading: 'defer',
          }),
      ),
      new PreloadChunksPlugin(PAGES),
      new MiniCssExtractPlugin({
        filename: production ? 'static/css/[name].[contenthash:8].css' : 'static/css/[name].css',
        chunkFilename: production
          ? 'static/css/[name].[contenthash:8].chunk.css'
          : 'static/css/[name].chunk.css',
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public/images', to: 'images', noErrorOnMissing: true },
          { from: 'public/icons', to: 'icons' },
          {
            from: 'public/manifest.webmanifest',
            to: 'manifest.webmanifest',
            // Its addresses are written relative to the base path, which is filled in here.
            transform: (content) => content.toString().replaceAll('%BASE_PATH%', basePath),
          },
        ],
      }),
      // The service worker, in production builds only (it would cache the dev server's files).
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/service-worker.ts',
              swDest: 'sw.js',
              // What every route needs to work offline after one visit: the pages, every script
              // (the screens, and the code a control loads when it is first used: a model call,
              // a dialog, the phone menu, sharing, printing, the file formats), the styles and
              // fonts, the default portrait.
              include: [
                /^(index|characters|settings|app)\.html$/,
                /^static\/js\/[^/]+\.js$/,
                /^static\/css\/.+\.css$/,
                /^static\/fonts\/.+\.woff2$/,
                /^images\/(default-portrait\.png|portrait-placeholder\.svg)$/,
                /^favicon\.svg$/,
                /^manifest\.webmanifest$/,
              ],
              // Hashed names never change content; the pages are checked by their revision.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
          ]
        : []),
    ],
    optimization: {
      // Fewer, larger shared chunks: each request costs a round trip on a slow phone.
      splitChunks: {
        chunks: 'initial',
        cacheGroups: {
          // The offline generator is needed by Generate and by Generate several: the code both
          // use lives in a file of its own, downloaded (and kept offline) once, not again with
          // the groups' code.
          generatorData: {
            chunks: (chunk) => chunk.name === 'offline-generator' || chunk.name === 'groups',
            minChunks: 2,
            minSize: 0,
            name: 'generator-data',
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: 8080,
      open: false,
      hot: true,
      static: {
        directory: path.resolve(__dirname, 'public'),
        publicPath: BASE_PATH,
        // The base path is a route of the app (the generator), not a folder to redirect to.
        staticOptions: { redirect: false },
      },
      // Every path that is not a file is answered with the app, so deep links and reloads work.
      historyApiFallback: { index: `${BASE_PATH}index.html` },
      client: { overlay: { runtimeErrors: false } },
    },
  };
  return production ? [app, prerenderConfig, headScriptConfig] : app;
};
