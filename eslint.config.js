import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The folders of app/features: each part of the site (marketing, courses, account, ...) keeps to its own. */
const APP_FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The API's features (server/<feature>/): each imports api/, db/, http/ and other features'
 * index.ts only. server/api mounts a feature's routes.ts; its index.ts holds what others
 * use, and never the routes, so that two features may use each other without a cycle.
 */
const SERVER_FEATURES = readdirSync(new URL("./server", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !["api", "db", "http", "mail", "testing"].includes(entry.name))
  .map((entry) => entry.name);
const featureIndexes = (...features) => features.map((feature) => `./${feature}/index.ts`);

/** Which server folder may import which (README, "Architecture"), one zone per folder. */
const SERVER_ZONES = [
  {
    target: "./server/db",
    from: "./server",
    except: ["./db"],
    message: "The database layer knows nothing of the API.",
  },
  {
    target: "./server/http",
    from: "./server",
    except: ["./http"],
    message: "HTTP helpers are shared by every API and know none of them.",
  },
  {
    target: "./server/mail",
    from: "./server",
    except: ["./mail", "./db"],
    message: "Mail composes and sends messages; it knows nothing of the API that asks for them.",
  },
  {
    target: "./server/api",
    from: "./server",
    except: [
      "./api",
      "./db",
      "./http",
      ...featureIndexes(...SERVER_FEATURES, "mail"),
      ...SERVER_FEATURES.map((feature) => (feature === "auth" ? "./auth/routes/index.ts" : `./${feature}/routes.ts`)),
    ],
    message: "The API's composition mounts each feature's routes and uses its index.ts, never its other internals.",
  },
  ...SERVER_FEATURES.map((feature) => ({
    target: `./server/${feature}`,
    from: "./server",
    except: [
      `./${feature}`,
      "./api",
      "./db",
      "./http",
      ...featureIndexes(...SERVER_FEATURES.filter((other) => other !== feature), "mail"),
    ],
    message: `server/${feature} imports api/, db/, http/, shared/ and other features' index.ts only, never another feature's internals or the server's wiring.`,
  })),
];

const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: "Render HTML only through SanitizedHtml (app/components/sanitized-html.tsx).",
};

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", NO_RAW_HTML],
    },
  },
  {
    // The page tests share one document and module graph per worker (vitest.config.ts).
    files: ["app/**/*.test.{ts,tsx}", "shared/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        NO_RAW_HTML,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            "Page tests share their modules: a module another file loaded first stays real. Pass a stand-in in (props, a MemoryRouter) instead.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The folders' allowed directions (README, "Architecture"): each zone lists what a
    // folder may not import. Lower layers never reach up, and nothing imports in a circle.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    // Tests and their helpers may reach across layers to set a scene up.
    ignores: ["**/*.test.{ts,tsx}", "**/testing/**"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./shared",
              from: ["./app", "./server"],
              message: "shared/ holds the facts both sides need and imports nothing above it.",
            },
            {
              target: "./server",
              from: "./app",
              message: "The server takes shared facts from shared/, never from the app's modules.",
            },
            {
              target: "./app",
              from: "./server",
              message: "The browser must never receive server code: app/ does not import server/.",
            },
            {
              target: [
                "./app/browser",
                "./app/i18n",
                "./app/video",
                "./app/member",
                "./app/content",
                "./app/auth",
                "./app/document",
              ],
              from: ["./app/components", "./app/features", "./app/routes"],
              message: "Helpers, texts, content and clients do not depend on screens or UI components.",
            },
            {
              target: "./app/components",
              from: ["./app/features", "./app/routes"],
              message: "Shared components do not import a feature's parts or route modules.",
            },
            { target: "./app/features", from: "./app/routes", message: "Features do not import route modules." },
            // What two features need lives in app/components or a layer below, never in one of them.
            ...APP_FEATURES.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "A feature imports no other feature: what two of them need lives in app/components or below.",
            })),
            {
              target: "./app/browser",
              from: ["./app/i18n", "./app/video", "./app/member", "./app/content", "./app/auth", "./app/document"],
              message: "Browser helpers (storage, scrolling, the address) know nothing of the site above them.",
            },
            {
              target: "./app/i18n",
              from: ["./app/video", "./app/member", "./app/content", "./app/auth", "./app/document"],
              message: "Texts and language resolution depend on nothing above them.",
            },
            {
              target: "./app/video",
              from: ["./app/member", "./app/content", "./app/auth", "./app/document"],
              message: "The video adapter knows players and consent, not lessons or members.",
            },
            {
              target: ["./app/content", "./app/document"],
              from: ["./app/video", "./app/member", "./app/auth"],
              message: "Content and the document head are data and texts: no players, progress or sessions.",
            },
            ...SERVER_ZONES,
          ],
        },
      ],
    },
  },
);
