import { type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?inline";
import { AuthProvider } from "./auth/auth-provider";
import { useProgressSync } from "./member/use-progress-sync";
import { noteHydrated } from "./browser/browser-storage";
import { useRenderLater } from "./browser/render-later";
import { ScrollRestoration } from "./browser/scroll-restoration";
import { ErrorScreen } from "./components/error-screen";
import { FOOTER_ID } from "./components/footer";
import { LanguageSync } from "./components/language-sync";
import { NotFound } from "./components/not-found";
import { SiteShell } from "./components/site-shell";
import { messagesForPage } from "./i18n/dictionaries.server";
import { LanguageProvider } from "./i18n/language-provider";
import { languageOfPath } from "@shared/paths";
import { useNonce } from "~/document/nonce";

export const links: Route.LinksFunction = () => [
  // A raster icon only: Chrome builds an SVG icon as a document of its own on the page's
  // main thread, 8 ms of CPU while the page starts (docs/decisions/027-pictures-and-icon-as-rasters.md).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32 48x48" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The language comes from the address alone
 * (docs/decisions/002-language-in-the-address.md); the texts of the page travel with it
 * (docs/decisions/023-texts-per-page.md).
 */
export function loader({ request, pattern }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return data({ language, messages: messagesForPage(language, pattern) });
}

/**
 * Each page has its own texts, so they come again with every other page; a change of the
 * query or the hash alone, or an action on the same page, keeps them.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

function useDocumentLanguage() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // Only if the root loader itself failed is there no data; the language then comes from
  // the address and texts show their keys (the dictionaries stay out of the bundle).
  const language = rootData?.language ?? languageOfPath(pathname);
  return { language, messages: rootData?.messages ?? NO_MESSAGES };
}

const NO_MESSAGES = {};

/**
 * The site's CSS (9 KB compressed) travels inside the page instead of as a file: a phone
 * on a slow network paints as soon as the HTML has arrived, without a render-blocking
 * request queued behind the script preloads. Only the server build holds the text (the
 * client build drops it as dead code). The browser reads it, with its nonce, from the
 * server's element before React starts, so that a page React has to render afresh (after
 * an error) keeps its styles.
 */
const STYLE_ID = "site-css";
const serverStyle =
  typeof document === "undefined" ? null : (document.getElementById(STYLE_ID) as HTMLStyleElement | null);
const BROWSER_STYLE = { css: serverStyle?.textContent ?? "", nonce: serverStyle?.nonce ?? "" };

function InlineStyles({ nonce }: { nonce?: string }) {
  return (
    <style id={STYLE_ID} nonce={import.meta.env.SSR ? nonce : BROWSER_STYLE.nonce} suppressHydrationWarning>
      {import.meta.env.SSR ? appCss : BROWSER_STYLE.css}
    </style>
  );
}

/**
 * Marks the document once React has taken over, for the end-to-end tests: the server
 * lets a page paint before its scripts load (server/defer-hydration.ts). Stored values
 * are read at once from then on (app/browser/browser-storage.ts).
 */
function HydrationMarker() {
  useEffect(() => {
    noteHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { language, messages } = useDocumentLanguage();
  return (
    // A page returned to is marked `data-rendered` before it hydrates (app/browser/scroll-restoration.tsx).
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the main content is read: the first one shows it whole (docs/decisions/056). */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <meta name="theme-color" content="#060a13" />
        <Meta />
        <Links />
        <InlineStyles nonce={nonce} />
      </head>
      <body>
        <LanguageProvider language={language} messages={messages}>
          {children}
        </LanguageProvider>
        <HydrationMarker />
        {/* Before ScrollRestoration: its layout effect must see a whole page (render-later.ts). */}
        <RenderLater />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <SiteShell>
        <LanguageSync />
        <ProgressSync />
        <Outlet />
      </SiteShell>
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AuthProvider>
        <SiteShell>
          <NotFound />
        </SiteShell>
      </AuthProvider>
    );
  }
  return <ErrorScreen error={error} />;
}

/** Lays out what the first layout skipped (app/browser/render-later.ts). */
function RenderLater() {
  useRenderLater();
  return null;
}

/** Keeps a signed-in member's lesson progress in step with the account, on every page. */
function ProgressSync() {
  useProgressSync();
  return null;
}
