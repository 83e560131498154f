import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
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

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "e2e/test-results/**", "e2e/playwright-report/**", "apps/server/drizzle/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
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
    // Outside the config module nobody reads the environment (DESIGN section 9).
    files: ["apps/server/src/**"],
    ignores: ["apps/server/src/config.ts"],
    rules: { "no-restricted-properties": ["error", { object: "process", property: "env", message: "Ortam değişkenleri yalnızca config.ts içinde okunur." }] },
  },
);
