import { useEffect, useRef, useState } from "react";
import { useLanguage } from "~/i18n/language-provider";
import { readLessonPosition, saveLessonPosition } from "~/member/lesson-progress";
import { useLessonPlayback } from "~/member/use-lesson-playback";
import { createVimeoPlayer, formatPlaybackTime, type PlayerFactory, type VideoPlayer } from "~/video/video-player";
import { VideoEmbed } from "./video-embed";

/**
 * The lesson's video (behind the consent placeholder) with what the player reports:
 * duration, percent watched and current / total time once the total is known.
 */
export function LessonPlayer({
  courseSlug,
  lessonSlug,
  videoId,
  title,
  durationMinutes,
  onAutoComplete,
  createPlayer = createVimeoPlayer,
}: {
  courseSlug: string;
  lessonSlug: string;
  videoId: string;
  title: string;
  durationMinutes: number;
  onAutoComplete: () => void;
  createPlayer?: PlayerFactory;
}) {
  const { t } = useLanguage();
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null);
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const startAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    startAt.current = readLessonPosition(courseSlug, lessonSlug);
  }, [courseSlug, lessonSlug]);

  useEffect(() => {
    if (!iframe) return;
    let active = true;
    let created: VideoPlayer | null = null;
    void createPlayer(iframe).then((instance) => {
      created = instance;
      if (active) setPlayer(instance);
    });
    return () => {
      active = false;
      setPlayer(null);
      void created?.destroy();
    };
  }, [iframe, createPlayer]);

  const playback = useLessonPlayback(player, {
    onAutoComplete,
    startAt: startAt.current,
    onPosition: (seconds) => saveLessonPosition(courseSlug, lessonSlug, seconds),
  });
  const percent = Math.round(playback.progress * 100);

  return (
    <div>
      <VideoEmbed videoId={videoId} title={title} iframeRef={setIframe} />
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div className="rounded-xl border border-ink-700 bg-ink-900/70 px-4 py-3">
          <dt className="text-xs text-ink-400">{t("member.duration")}</dt>
          <dd className="mt-1 font-semibold text-white">{t("member.minutes", { minutes: durationMinutes })}</dd>
        </div>
        <div className="rounded-xl border border-ink-700 bg-ink-900/70 px-4 py-3">
          <dt className="text-xs text-ink-400">{t("member.watched")}</dt>
          <dd className="mt-1 font-semibold text-white" data-testid="watched-percent">
            {percent}%
          </dd>
        </div>
        <div className="rounded-xl border border-ink-700 bg-ink-900/70 px-4 py-3">
          <dt className="text-xs text-ink-400">{t("member.time")}</dt>
          <dd className="mt-1 font-semibold text-white tabular-nums" data-testid="playback-time">
            {playback.duration === undefined
              ? "–"
              : `${formatPlaybackTime(playback.currentTime)} / ${formatPlaybackTime(playback.duration)}`}
          </dd>
        </div>
      </dl>
    </div>
  );
}
