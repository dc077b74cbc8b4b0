import { COMPANY, SITE } from "@shared/site.config";

/** The organisation behind the site, for search engines (schema.org). */
export function organizationData(logoPath = "/apple-touch-icon.png") {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: SITE.origin,
    logo: SITE.origin + logoPath,
    foundingDate: String(SITE.foundedYear),
    email: COMPANY.email,
    ...(SITE.profiles.length > 0 ? { sameAs: SITE.profiles } : {}),
  };
}
