/**
 * The cookies the page's scripts write, read and remove: for the whole site, SameSite=Lax,
 * and Secure over HTTPS, as the server's are.
 */

function attributes(maxAgeSeconds: number): string {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  return `path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; ${attributes(maxAgeSeconds)}`;
}

/** Whether the browser holds the cookie (with exactly `value`, when given). */
export function hasCookie(name: string, value?: string): boolean {
  return document.cookie
    .split(";")
    .some((entry) => (value === undefined ? entry.trim().startsWith(`${name}=`) : entry.trim() === `${name}=${value}`));
}

export function removeCookie(name: string): void {
  writeCookie(name, "", 0);
}
