import { VIDEO } from "@shared/site.config";

/**
 * The player address of a video on the video host: no badge, byline, portrait or title;
 * our accent colour; autopause off; and `dnt=1` so the host does not track the viewer
 * (docs/decisions/005-consent-before-third-party-content.md).
 */
export function vimeoPlayerUrl(videoId: string, options: { hash?: string; autoplay?: boolean } = {}): string {
  const params = new URLSearchParams({
    badge: "0",
    byline: "0",
    portrait: "0",
    title: "0",
    color: VIDEO.accentColor,
    autopause: "0",
    dnt: "1",
  });
  if (options.hash) params.set("h", options.hash);
  if (options.autoplay) params.set("autoplay", "1");
  return `${VIDEO.playerOrigin}/video/${encodeURIComponent(videoId)}?${params}`;
}
