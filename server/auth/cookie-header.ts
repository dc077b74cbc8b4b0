/**
 * Every value the Cookie header holds for one name. A browser sends two cookies of one name
 * when another host of the domain or another path set one too ("cookie tossing"); a
 * cookie library hands out one of them, and which one depends on its parser. The callers
 * here see them all and decide.
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      values.push(decodeURIComponent(value));
    } catch {
      values.push(value);
    }
  }
  return values;
}
