import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as Rolldown from "rolldown";
import { constants } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// In development the Fastify server runs on :3000 (npm run dev starts both); in production it
// serves dist/ itself on the same origin, so the client always calls relative /api paths.
const server = "http://localhost:3000";

// Vite wraps every dynamic import in a preload helper that would fetch the imported chunk's
// dependencies beside it. With modulePreload off and one stylesheet (cssCodeSplit off, below) there
// is never anything to fetch, yet the helper still cost the shell 0.65 kB gzip of the 100 kB budget
// for "/"; this plugin puts a plain call in its place, and stops the build if a lazy chunk ever
// brings a stylesheet of its own, which only the real helper would load.
const preloadHelper = "\0vite/preload-helper.js";
const noPreloadHelper: Plugin = {
  name: "turnuva:no-preload-helper",
  enforce: "pre",
  apply: "build",
  resolveId: (id) => (id === preloadHelper ? id : null),
  load: (id) => (id === preloadHelper ? "export const __vitePreload = (load) => load();" : null),
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === "chunk" && !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
        this.error(`${chunk.fileName} imports a stylesheet, which the stand-in for Vite's preload helper does not load.`);
      }
    }
  },
};

// The stored theme (light, dark or the system's) must be on <html> before the first paint, or a
// page flashes in the other theme until the app's module has loaded. The content security policy
// allows no inline script, so src/lib/theme/boot.ts is bundled alone, by Vite's own Rolldown, into
// a classic script of about 150 bytes under a hashed name in assets/ (cached for good, like the
// chunks), which the page's <head> loads before the stylesheet and the app's module; scripts/
// report-sizes.mjs counts it in the shell. The dev server loads the module as it is (and may flash).
const themeBootSource = join(import.meta.dirname, "src/lib/theme/boot.ts");
const themeBoot = (command: "build" | "serve"): Plugin => {
  let script: { fileName: string; code: string } | null = null;
  return {
    name: "turnuva:theme-boot",
    async buildStart() {
      if (command !== "build") return;
      const rolldownPath = createRequire(createRequire(import.meta.url).resolve("vite")).resolve("rolldown");
      const { build } = (await import(pathToFileURL(rolldownPath).href)) as typeof Rolldown;
      const { output } = await build({ input: themeBootSource, write: false, output: { format: "iife", minify: true } });
      const code = output[0].code;
      const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
      script = { fileName: `assets/theme-${hash}.js`, code };
      this.addWatchFile(themeBootSource);
    },
    // After the charset and viewport, before the title, the stylesheet and the app's module.
    transformIndexHtml(html) {
      if (command === "build" && !script) throw new Error("The theme's script was not built.");
      const tag = script ? `<script src="/${script.fileName}"></script>` : `<script type="module" src="/src/lib/theme/boot.ts"></script>`;
      if (!html.includes("<title>")) throw new Error("index.html has no <title> to put the theme's script before.");
      return html.replace("<title>", `${tag}\n    <title>`);
    },
    generateBundle() {
      if (script) this.emitFile({ type: "asset", fileName: script.fileName, source: script.code });
    },
  };
};

// `@/…` is a module under src/, whatever the importing file's depth (tsconfig.json's paths).
export const sourceAlias = { find: /^@\//, replacement: `${join(import.meta.dirname, "src")}/` };

// React Router 7's package exports name only its development build (remix-run/react-router#12532,
// #14102), whose dev warnings (ENABLE_DEV_WARNINGS) stay on in production: console warnings and
// code "/" pays for. Its production build, shipped beside it and otherwise the same, is what the
// app's build bundles; tests and the dev server keep the development one and its warnings.
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production/index.mjs");

// React Router's production build names its components and contexts at the top level
// (`Form.displayName = "Form"`) and makes them with calls the bundler cannot know are pure
// (`React10.forwardRef(…)`): every one of them stays in the shell whether the app uses it or not
// (Form with useSubmit and its form-data helpers, ScrollRestoration, the data routers' contexts).
// Marked pure and left unnamed (names only React's developer tools show), the unused ones go.
const reactRouterPure: Plugin = {
  name: "turnuva:react-router-pure",
  apply: "build",
  transform: {
    filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
    handler(code) {
      const next = code
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, "")
        .replace(/^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, "$1/* @__PURE__ */ $2");
      return next === code ? null : { code: next, map: null };
    },
  },
};

// Framework mode's prefetching and React Server Components' error handling, in React Router's
// production build, run only under a FrameworkContext (framework mode) or an RSCRouterContext (an
// RSC router), which a declarative <BrowserRouter> app never provides: without the first, every
// Link's usePrefetchBehavior answers "no prefetch, no handlers" (its first `return`) and
// PrefetchPageLinks is never rendered; without the second, RenderErrorBoundary never renders
// RSCErrorHandler. Yet Link and the error boundary refer to them, so about 5 kB of their helpers
// (route-module loading, single-fetch URLs, link descriptors, redirect digests) stayed in the
// shell. Each is replaced by what it is here (its original renamed and left unused, so the bundler
// drops it with what only it needs); a React Router whose code no longer reads as expected stops
// the build rather than shipping unpatched.
const reactRouterDeclarativeOnly: Plugin = {
  name: "turnuva:react-router-declarative-only",
  apply: "build",
  transform: {
    filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-/ },
    handler(code, id) {
      const replacements: [string, string][] = [
        [
          "function usePrefetchBehavior(prefetch, theirElementProps) {\n  let frameworkContext = React8.useContext(FrameworkContext);",
          "function usePrefetchBehavior() {\n  return [false, React8.useRef(null), {}];\n}\nfunction unusedPrefetchBehavior(prefetch, theirElementProps) {\n  let frameworkContext = React8.useContext(FrameworkContext);",
        ],
        [
          "function PrefetchPageLinks({ page, ...linkProps }) {",
          "function PrefetchPageLinks() {\n  return null;\n}\nfunction unusedPrefetchPageLinks({ page, ...linkProps }) {",
        ],
        [
          "function RSCErrorHandler({\n  children,\n  error\n}) {",
          "function RSCErrorHandler({ children }) {\n  return children;\n}\nfunction unusedRSCErrorHandler({\n  children,\n  error\n}) {",
        ],
      ];
      if (!code.includes("function usePrefetchBehavior(")) return null;
      let next = code;
      for (const [from, to] of replacements) {
        if (!next.includes(from)) this.error(`${id} no longer has \`${from.split("\n")[0]}\` as vite.config.ts expects: update the plugin.`);
        next = next.replace(from, to);
      }
      return { code: next, map: null };
    },
  },
};

// Radix's packages are built with esbuild's keepNames: each function and class is renamed after
// its declaration by a call (`__name(createCollection, "createCollection");`, a class's `static {
// __name(this, "OrderedDict"); }`) that the bundler must keep, and with it what it names, used or
// not. The tabs' collection package thus brought its unused ordered collection (a Map subclass of
// about 250 lines and a second createCollection) to every page with tabs, the menu and the toasts.
// Without those calls, and with the helper returning what it is given (its other uses wrap an
// expression: `const X = __name((props) => …, "X")`), the unused parts go: names only developer
// tools show; the components keep their displayName. /platformlar 3.46 kB gzip lighter.
const radixUnnamed: Plugin = {
  name: "turnuva:radix-unnamed",
  apply: "build",
  transform: {
    filter: { id: /node_modules[\\/]@radix-ui[\\/][\w-]+[\\/]dist[\\/]index\.mjs$/ },
    handler(code) {
      const next = code
        .replace(/^ *__name\([A-Za-z0-9_$]+, "[^"]*"\);\n/gm, "")
        .replace(/^( *)static \{\n *__name\(this, "[^"]*"\);\n\1\}\n/gm, "")
        .replace('var __name = (target, value) => __defProp(target, "name", { value, configurable: true });', "var __name = (target) => target;");
      return next === code ? null : { code: next, map: null };
    },
  },
};

export default defineConfig(({ command }) => ({
  resolve: { alias: [sourceAlias, ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [])] },
  plugins: [
    noPreloadHelper,
    reactRouterPure,
    reactRouterDeclarativeOnly,
    radixUnnamed,
    themeBoot(command),
    react(),
    tailwindcss(),
    // Each asset also as .br and .gz at the highest levels, made once here; the server sends the
    // one the browser accepts (@fastify/static preCompressed) instead of compressing per request.
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      exclude: [/\.vite\//],
    }),
  ],
  server: {
    proxy: {
      "/api": server,
      "/sitemap.xml": server,
    },
  },
  // The manifest tells scripts/report-sizes.mjs which chunks each route loads.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // One stylesheet, which index.html links: no lazy chunk brings one of its own, and Vite lists
    // none as a dependency of a dynamic import. With it on, every chunk that loads another lazily
    // (the member's home face, the platform pages) carried the entry's stylesheet in a
    // `__vite__mapDeps` table the stand-in above never reads (70 bytes gzip of the member's "/").
    cssCodeSplit: false,
    // No preload helper: it costs the shell 0.55 kB gzip of the 100 kB budget for "/", which the
    // libraries alone take 90 kB of. The price: a page that shares a chunk with another (login and
    // sign-up share the forms' libraries) fetches it after its own file, one round trip later.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first screen loads anyway goes into one chunk: one request, and gzip
            // sees it whole instead of five small files (each costs its own header and dictionary).
            { name: "shell", tags: ["$initial"] },
            // Radix's tabs with the parts only tabs, the menu and the toasts use (roving focus,
            // direction, collection) and our ui/tabs.tsx, in one chunk instead of four: a page with
            // tabs (/turnuvalar, a tournament's page, a platform's tabs) waited on each of them,
            // every request costing a phone a round trip and a share of its bandwidth while the
            // entry downloads (Lighthouse). The menu and the toasts load about 3 kB more of it, on
            // intent. Only the modules named: their shared dependencies (Radix's primitives, which
            // the dialogs also use) stay in the chunks the build makes for them.
            {
              name: "tabs",
              test: /(node_modules[\\/]@radix-ui[\\/]react-(tabs|roving-focus|direction|use-is-hydrated|collection)[\\/]|src[\\/]ui[\\/]tabs\.tsx)/,
              includeDependenciesRecursively: false,
            },
            // Radix's id hook with the primitives every Radix part loads (the tabs, the dialogs, the
            // menu; the toasts, which do not use it, load its 0.3 kB too): one chunk instead of two,
            // 0.2 kB gzip less on every page with tabs or a dialog.
            {
              name: "radix",
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(id|compose-refs|slot|primitive|context|use-layout-effect|use-effect-event|use-controllable-state|presence|use-callback-ref))[\\/]/,
              includeDependenciesRecursively: false,
            },
            // A platform's people as the manager's tabs read them (its members by username with
            // their colours, the person's own platforms), in one chunk instead of three: 0.25 kB
            // gzip less on /platformlar; a tournament's page and the platform's page load up to
            // 0.3 kB they did not need.
            {
              name: "platform-people",
              test: /src[\\/](ui[\\/]member-colour|features[\\/]platforms[\\/](manager[\\/]by-username|api[\\/]get-my-platforms)|lib[\\/]platforms[\\/]get-platform-members)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The live lists' helpers (the stream of every tournament's news, its throttle, the
            // refusal's reading and note), in one chunk instead of two the build made by who loads
            // each: the pages that follow a list (/turnuvalar, the platform manager's 'Aktif/Yarım')
            // load both; a tournament's page, which follows its own stream only, loads 0.8 kB gzip
            // more of it. Issue 29 (two more systems on the platform manager's route, which was at its
            // budget) needed the bytes these groups save: 0.15 kB here, 0.2 kB, 0.05 and 0.1 below.
            {
              name: "live-lists",
              test: /(src[\\/]lib[\\/]live[\\/](why-refused|read-event|list-keys|stream-refusal-note|stream-urls|all-tournaments-stream|use-live-lists|throttle)\.tsx?|live-rules\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // A match's words wherever a match is shown (the views' and the notes' texts, the
            // shoot-out's text): a tournament's page, a profile and the managing screen load the
            // three together; one chunk instead of three (0.2 kB gzip less on each of them).
            {
              name: "match-words",
              test: /src[\\/](lib[\\/]shootout|texts[\\/](match-acts|tournament-detail))\.ts$/,
              includeDependenciesRecursively: false,
            },
            // What a tournament's write screens say (the wizards, the managing screen, the
            // players' acts): the error box, the write's fallback and the engine's step sentences,
            // in one chunk instead of two.
            {
              name: "step-words",
              test: /(src[\\/]features[\\/]tournaments[\\/](manage[\\/]error-box|api[\\/]tournament-write)\.tsx?|packages[\\/]domain[\\/]src[\\/]step-messages\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // What the creation wizards share (their frame, rules and texts, the participants step,
            // the choices, the seeded selection), in one chunk instead of the seven the build made by
            // which wizards load each: a wizard loads a little it does not use (the challenge the
            // participant picker, 1.5 kB), and the group wizard, the largest part /platformlar loads,
            // 0.5 kB gzip less (issue 28's legs in the group wizard needed it).
            {
              name: "wizard-parts",
              test: /(src[\\/]features[\\/]tournaments[\\/](manage[\\/]create[\\/](?!system-chooser|group-assignment)[\w-]+(?:\.ts|(?<!-wizard)\.tsx)|api[\\/]create-tournament\.ts)|src[\\/]texts[\\/]tournament-wizards\.ts|packages[\\/]domain[\\/]src[\\/](messages|errors)\.ts|packages[\\/]contract[\\/]src[\\/]tournament-rules\.ts)$/,
              includeDependenciesRecursively: false,
            },
            // A form's field and its rules' resolver, which the wizards and the platform forms load
            // together; the sign-in pages load the resolver's 0.1 kB with the field.
            {
              name: "form-parts",
              test: /src[\\/](lib[\\/]rules-resolver|ui[\\/]text-field)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
