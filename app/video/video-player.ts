/**
 * The lesson player behind a small interface, so the page can be driven by a fake in
 * tests while the site uses the video host's player SDK (loaded only on lesson pages,
 * and only once the visitor agreed to load videos).
 */
export interface PlaybackData {
  seconds: number;
  duration: number;
  percent: number;
}

export type PlayerEvent = "play" | "pause" | "ended" | "timeupdate" | "loaded";

export interface VideoPlayer {
  on(event: PlayerEvent, listener: (data?: PlaybackData) => void): void;
  getDuration(): Promise<number>;
  setCurrentTime(seconds: number): Promise<unknown>;
  destroy(): Promise<void> | void;
}

export type PlayerFactory = (iframe: HTMLIFrameElement) => Promise<VideoPlayer>;

function isPlaybackData(data: unknown): data is PlaybackData {
  return typeof data === "object" && data !== null && typeof (data as PlaybackData).seconds === "number";
}

export const createVimeoPlayer: PlayerFactory = async (iframe) => {
  const { default: Player } = await import("@vimeo/player");
  const player = new Player(iframe);
  return {
    on: (event, listener) => player.on(event, (data: unknown) => listener(isPlaybackData(data) ? data : undefined)),
    getDuration: () => player.getDuration(),
    setCurrentTime: (seconds) => player.setCurrentTime(seconds),
    destroy: () => player.destroy(),
  };
};

/** Playback time as minutes:seconds, e.g. 3:07. */
export function formatPlaybackTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
