import { SITE } from "@shared/site.config";

export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${SITE.origin}/sitemap.xml
`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
