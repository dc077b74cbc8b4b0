import { type Ref, useCallback, useState } from "react";
import { Link } from "react-router";
import { useLanguage } from "~/i18n/language-provider";
import { PATHS } from "@shared/paths";
import { useVideoConsent } from "~/video/video-consent";
import { vimeoPlayerUrl } from "~/video/vimeo";
import { VIDEO } from "@shared/site.config";

export interface VideoEmbedProps {
  videoId: string;
  title: string;
  hash?: string;
  /** Portrait videos (recorded on a phone) get a 9:16 frame. */
  orientation?: "landscape" | "portrait";
  /** The player frame, for callers that drive it (the lesson player). */
  iframeRef?: Ref<HTMLIFrameElement>;
  className?: string;
}

/**
 * A video from the video host, loaded only with the visitor's consent (German law; see
 * docs/decisions/005-consent-before-third-party-content.md): until then a placeholder
 * names the host; a click gives the consent, which is remembered, and starts the video.
 * One component for the hero, the testimonials and the lessons.
 */
export function VideoEmbed({
  videoId,
  title,
  hash,
  orientation = "landscape",
  iframeRef,
  className = "",
}: VideoEmbedProps) {
  const { t, localize } = useLanguage();
  const [consented, giveConsent] = useVideoConsent();
  const [clicked, setClicked] = useState(false);
  const frame = orientation === "portrait" ? "aspect-[9/16]" : "aspect-video";
  // The pressed play button gives way to the player: focus follows into it
  // (docs/keyboard-focus.md). A player shown because consent was given earlier takes none.
  const setFrame = useCallback(
    (element: HTMLIFrameElement | null) => {
      if (element && clicked) element.focus({ preventScroll: true });
      if (typeof iframeRef === "function") iframeRef(element);
      else if (iframeRef) iframeRef.current = element;
    },
    [clicked, iframeRef],
  );

  return (
    <div className={`relative overflow-hidden rounded-card border border-ink-700 bg-ink-900 ${frame} ${className}`}>
      {consented ? (
        <iframe
          ref={setFrame}
          src={vimeoPlayerUrl(videoId, { hash, autoplay: clicked })}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; fullscreen; picture-in-picture"
          loading="lazy"
        />
      ) : (
        <div className="video-placeholder absolute inset-0 flex flex-col items-center justify-center gap-4 p-5 text-center">
          <button
            type="button"
            onClick={() => {
              setClicked(true);
              giveConsent();
            }}
            aria-label={t("video.play", { title })}
            className="group flex flex-col items-center gap-3 rounded-2xl p-2"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-accent-500 text-ink-950 shadow-glow transition-transform group-hover:scale-105 sm:size-20">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </span>
            {/* A portrait card is narrow but tall: its title gets the lines it needs. */}
            <span
              className={`${orientation === "portrait" ? "line-clamp-5" : "line-clamp-2"} max-w-md text-sm font-semibold text-white sm:text-base`}
            >
              {title}
            </span>
          </button>
          <p className="max-w-sm text-[0.7rem] leading-4 text-ink-300 sm:text-xs sm:leading-5">
            <span className={orientation === "portrait" ? "" : "sm:hidden"}>
              {t("video.noticeShort", { provider: VIDEO.providerName })}
            </span>
            {orientation === "landscape" && (
              <span className="hidden sm:inline">
                {t("video.notice", { provider: VIDEO.providerName })} {t("video.remembered")}
              </span>
            )}{" "}
            <Link to={localize(PATHS.privacy)} className="underline underline-offset-2 hover:text-white">
              {t("video.privacyLink")}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
