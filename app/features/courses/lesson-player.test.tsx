import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { de } from "~/i18n/de";
import { en } from "~/i18n/en";
import { formatHours } from "~/i18n/format";
import { LanguageProvider } from "~/i18n/language-provider";
import { readWatchedSeconds } from "~/member/lesson-progress";
import { buildReport } from "~/member/progress-sync";
import type { PlaybackData, PlayerEvent, VideoPlayer } from "~/video/video-player";
import { LessonPlayer } from "./lesson-player";

function fakePlayerFactory() {
  const listeners = new Map<PlayerEvent, ((data?: PlaybackData) => void)[]>();
  const player: VideoPlayer = {
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    getDuration: () => Promise.resolve(600),
    setCurrentTime: () => Promise.resolve(0),
    destroy: () => undefined,
  };
  const emit = (event: PlayerEvent, data?: PlaybackData) => listeners.get(event)?.forEach((listener) => listener(data));
  return { create: vi.fn(() => Promise.resolve(player)), emit };
}

function renderPlayer(onAutoComplete = vi.fn(), language: "en" | "de" = "en") {
  const fake = fakePlayerFactory();
  // The player's links need a router; a memory one stands in for the page's.
  const { unmount } = render(
    <MemoryRouter>
      <LanguageProvider language={language} messages={language === "en" ? en : de}>
        <LessonPlayer
          courseSlug="bitcoin-risk-heat-map"
          lessonSlug="settings"
          videoId="123456"
          title="Settings"
          durationMinutes={10}
          onAutoComplete={onAutoComplete}
          createPlayer={fake.create}
        />
      </LanguageProvider>
    </MemoryRouter>,
  );
  return { ...fake, onAutoComplete, unmount };
}

describe("lesson player", () => {
  test("shows the consent placeholder first and creates the player only after the click", async () => {
    const { create } = renderPlayer();
    expect(document.querySelector("iframe")).toBeNull();
    expect(create).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Play video: Settings" }));
    const iframe = document.querySelector("iframe");
    expect(iframe?.src).toContain("https://player.vimeo.com/video/123456?");
    expect(iframe?.src).toContain("dnt=1");
    expect(create).toHaveBeenCalledWith(iframe);
  });

  test("shows percent watched and the time once the total is known, and completes past 90 %", async () => {
    localStorage.setItem("video_consent", "true");
    const { emit, onAutoComplete } = renderPlayer();
    await act(async () => {});
    expect(screen.getByTestId("playback-time")).toHaveTextContent("–");
    await act(async () => emit("loaded"));
    expect(screen.getByTestId("playback-time")).toHaveTextContent("0:00 / 10:00");
    act(() => emit("timeupdate", { seconds: 150, duration: 600, percent: 0.25 }));
    expect(screen.getByTestId("watched-percent")).toHaveTextContent("25%");
    expect(screen.getByTestId("playback-time")).toHaveTextContent("2:30 / 10:00");
    expect(onAutoComplete).not.toHaveBeenCalled();
    act(() => emit("timeupdate", { seconds: 550, duration: 600, percent: 550 / 600 }));
    expect(onAutoComplete).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("lesson_position_bitcoin-risk-heat-map_settings")).toBe("550");
  });

  test("German figures keep a non-breaking space before the percent sign", async () => {
    localStorage.setItem("video_consent", "true");
    const { emit } = renderPlayer(vi.fn(), "de");
    await act(async () => emit("loaded"));
    act(() => emit("timeupdate", { seconds: 150, duration: 600, percent: 0.25 }));
    expect(screen.getByTestId("watched-percent").textContent).toBe("25\u00a0%");
  });

  test("hours watched count only real playback: six minutes played, a seek and a paused tab do not count", async () => {
    localStorage.setItem("video_consent", "true");
    const { emit, unmount } = renderPlayer();
    await act(async () => {});
    await act(async () => emit("loaded"));
    act(() => {
      emit("play");
      // The player reports about four times a second while it plays.
      for (let quarter = 0; quarter <= 6 * 60 * 4; quarter += 1) {
        const seconds = quarter / 4;
        emit("timeupdate", { seconds, duration: 600, percent: seconds / 600 });
      }
      // A jump ahead is seeking, not watching.
      emit("timeupdate", { seconds: 500, duration: 600, percent: 500 / 600 });
      emit("pause", { seconds: 500, duration: 600, percent: 500 / 600 });
      // A paused tab still reports now and then; none of it counts.
      emit("timeupdate", { seconds: 501, duration: 600, percent: 501 / 600 });
    });
    unmount();
    const watched = readWatchedSeconds("bitcoin-risk-heat-map", "settings");
    expect(watched).toBe(360);
    expect(formatHours(watched, "en")).toBe("0.1");
    expect(formatHours(watched, "de")).toBe("0,1");
    // The same figure goes to the account with the next report.
    expect(buildReport()).toMatchObject([{ lesson: "settings", watchedSeconds: 360 }]);
  });
});
