import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

// DESIGN section 1: what may import what. `domain` imports nothing of ours; `contract` only
// `domain`; `server` and `web` import both and never each other. Relative paths that climb out
// of a workspace are forbidden too, so the boundary cannot be walked around.
const ours = (...names) => names.map((name) => `@turnuva/${name}`);
const boundary = (forbidden) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        { group: forbidden, message: "Bu katman bu pakete bağımlı olamaz (DESIGN bölüm 1)." },
        { group: ["**/apps/**", "**/packages/**"], message: "Başka bir çalışma alanına göreli yolla erişilmez; paket adını kullanın." },
      ],
    },
  ],
});

// Inside apps/web/src: `app/` (shell and routes) sits on top; each folder under `features/` is on
// its own and imports no other feature; `ui/`, `lib/` and `texts/` are shared and import neither
// `app/` nor `features/`. no-restricted-paths has no "any folder but its own", so there is one zone
// per feature folder, read from the disk: a new feature folder is covered without touching this.
const web = "apps/web/src";
const features = readdirSync(new URL(`${web}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    // A feature offers parts to the others only through its public/ folder (docs/architecture.md).
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/public`)],
    message: "Bir özellik klasörü başka bir özellik klasöründen içe aktaramaz; ortak kod ui/, lib/ ya da texts/ altına taşınır.",
  })),
  {
    target: [`${web}/features`, `${web}/ui`, `${web}/lib`, `${web}/texts`],
    from: `${web}/app`,
    message: "app/ (kabuk ve yönlendirme) en üst katmandır; features/, ui/, lib/ ve texts/ ondan içe aktaramaz.",
  },
  {
    target: [`${web}/ui`, `${web}/lib`, `${web}/texts`],
    from: `${web}/features`,
    message: "ui/, lib/ ve texts/ ortak katmandır; features/ altındaki bir özellikten içe aktaramaz.",
  },
];

// Inside apps/server/src: the ground floor (db/, http/, actor.ts, config.ts) imports no module;
// the modules form a stack, each importing only the ones its row names (docs/architecture.md,
// "Server modules"); app.ts, main.ts, housekeeping.ts and demo/ compose them all. Every module
// folder must have its row: a new one stops this file with the reason.
const server = "apps/server/src";
const serverModuleImports = {
  "rate-limits": [],
  health: [],
  live: [],
  users: [],
  mail: [],
  notifications: ["mail", "live"],
  push: ["notifications"],
  auth: ["users", "rate-limits", "mail"],
  platforms: ["rate-limits", "notifications"],
  images: ["platforms", "rate-limits"],
  ratings: ["users", "platforms"],
  tournaments: ["platforms", "live", "rate-limits", "notifications", "ratings"],
  stats: ["users", "platforms", "tournaments"],
  site: ["platforms", "tournaments"],
  calendars: ["users", "tournaments"],
};
const serverModules = readdirSync(new URL(`${server}/modules/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const module of serverModules) {
  if (!(module in serverModuleImports)) throw new Error(`eslint.config.js: give apps/server/src/modules/${module} its row in serverModuleImports.`);
}
const serverLayers = [
  {
    target: [`${server}/db`, `${server}/http`, `${server}/actor.ts`, `${server}/config.ts`],
    from: [`${server}/modules`, `${server}/app.ts`, `${server}/main.ts`, `${server}/housekeeping.ts`, `${server}/demo`],
    message: "db/ ve http/ zemin kattır: hiçbir modülden içe aktaramaz; ortak olan buraya taşınır.",
  },
  ...serverModules.flatMap((module) =>
    serverModules
      .filter((other) => other !== module && !serverModuleImports[module].includes(other))
      .map((other) => ({
        target: `${server}/modules/${module}`,
        from: `${server}/modules/${other}`,
        message: `modules/${module}, modules/${other} modülünden içe aktaramaz (docs/architecture.md, "Server modules" tablosu).`,
      })),
  ),
];

const sourceExtensions = [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"];
const nodeResolver = createNodeResolver({ extensions: [...sourceExtensions, ".json"] });
// The web app's `@/…` is `apps/web/src/…` (its tsconfig.json's paths): resolved here to the file, so
// the layer zones and no-cycle see an aliased import as the file it is.
const webRoot = new URL("apps/web/", import.meta.url).pathname;
const withWebAlias = {
  ...nodeResolver,
  name: "web-alias",
  resolve: (source, file) =>
    nodeResolver.resolve(file.startsWith(webRoot) && source.startsWith("@/") ? `${webRoot}src/${source.slice(2)}` : source, file),
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.stryker-tmp/**",
      "packages/domain/reports/**",
      "data/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "apps/server/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Rules that need types, on every TypeScript file. Each workspace's tsconfig.json supplies
    // them; the root vitest.config.ts and the scripts' declarations belong to none and get
    // TypeScript's default project.
    files: ["**/*.{ts,tsx,mts,cts}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts", "scripts/*.d.mts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
    },
  },
  { files: ["packages/domain/**"], rules: boundary(ours("contract", "server", "web")) },
  { files: ["packages/contract/**"], rules: boundary(ours("server", "web")) },
  { files: ["apps/server/**"], rules: boundary(ours("web")) },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...boundary(ours("server")) },
  },
  {
    // Import graph rules. The code imports with extensions ("./x.ts"), which the resolver finds
    // as written; `.ts`/`.tsx` are in its list for imports without one. `import-x/extensions` says
    // which files import-x reads to follow their imports (without it, only JavaScript: no-cycle
    // would see no TypeScript file at all).
    files: [`${web}/**`, "apps/server/src/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": sourceExtensions,
      "import-x/resolver-next": [withWebAlias],
    },
    // Cycles among our own files only: packages under node_modules are not followed.
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: [`${web}/**`],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: webLayers }] },
  },
  {
    files: [`${server}/**`],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: serverLayers }] },
  },
  {
    // Outside the config module nobody reads the environment (DESIGN section 9).
    files: ["apps/server/src/**"],
    ignores: ["apps/server/src/config.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Ortam değişkenleri yalnızca config.ts içinde okunur." }],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first parameter, `{}` when
    // they have none.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Every journey runs under the fixture that fails it on console errors and failed requests.
    files: ["e2e/tests/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Yolculuklar test ve expect'i ./fixtures.ts dosyasından alır (konsol hatası ve başarısız istek denetimi).",
              // Its types (Browser, APIRequestContext) carry no fixture to bypass.
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
