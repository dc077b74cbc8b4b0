import { useEffect, useRef, useState } from "react";
import { formatPercent } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { readLessonPosition } from "~/member/lesson-progress";
import { addWatchedSeconds, saveLessonPosition } from "~/member/lesson-progress-changes";
import { useLessonPlayback } from "./use-lesson-playback";
import { createVimeoPlayer, formatPlaybackTime, type PlayerFactory, type VideoPlayer } from "~/video/video-player";
import { VideoEmbed } from "~/components/video-embed";

const WATCHED_SAVE_STEP_S = 5;

interface UnsavedWatch {
  courseSlug: string;
  lessonSlug: string;
  seconds: number;
  duration: number | undefined;
}

function saveWatched(unsaved: { current: UnsavedWatch | undefined }) {
  const watch = unsaved.current;
  unsaved.current = undefined;
  if (watch && watch.seconds > 0) addWatchedSeconds(watch.courseSlug, watch.lessonSlug, watch.seconds, watch.duration);
}

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
  const { t, language } = useLanguage();
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null);
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const startAt = useRef<number | undefined>(undefined);
  // Played seconds are stored in steps of a few seconds, and when playback stops or the
  // lesson is left, rather than with every report of the player.
  const unsavedWatch = useRef<UnsavedWatch | undefined>(undefined);
  useEffect(() => () => saveWatched(unsavedWatch), [courseSlug, lessonSlug]);

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
    onPosition: (seconds) => {
      saveLessonPosition(courseSlug, lessonSlug, seconds);
      saveWatched(unsavedWatch);
    },
    onWatched: (seconds, duration) => {
      const unsaved = unsavedWatch.current;
      const same = unsaved?.courseSlug === courseSlug && unsaved.lessonSlug === lessonSlug;
      if (!same) saveWatched(unsavedWatch);
      const before = same ? unsaved.seconds : 0;
      unsavedWatch.current = { courseSlug, lessonSlug, seconds: before + seconds, duration };
      if (before + seconds >= WATCHED_SAVE_STEP_S) saveWatched(unsavedWatch);
    },
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
            {formatPercent(percent, language)}
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
