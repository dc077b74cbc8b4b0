import { Fragment, type PointerEvent, useEffect, useRef } from "react";
import { useLanguage } from "~/i18n/language-provider";
import { LineIcon } from "~/components/line-icon";
import { ResponsivePicture } from "~/components/responsive-picture";

export interface LightboxImage {
  basePath: string;
  width: number;
  height: number;
  alt: string;
}

const SWIPE_MIN_PX = 40;

/**
 * An enlarged gallery picture in a modal <dialog>: the browser keeps focus inside and
 * closes it on Escape. The close button and a click on the backdrop close it too; the
 * page does not scroll behind it; previous/next (buttons, arrow keys, swipe) wrap around.
 */
export function Lightbox({
  images,
  widths,
  index,
  onIndexChange,
  onClose,
}: {
  images: LightboxImage[];
  widths: readonly number[];
  /** The picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle("scroll-locked", open);
    return () => document.documentElement.classList.remove("scroll-locked");
  }, [open]);

  if (index === null) return <dialog ref={dialog} className="lightbox" onClose={onClose} />;
  const image = images[index];
  if (!image) return null;
  const step = (by: number) => onIndexChange(wrapIndex(index, by, images.length));

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null || event.pointerType === "mouse") return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) step(distance < 0 ? 1 : -1);
  }

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t("lightbox.label", { number: index + 1, total: images.length })}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onPointerDown={(event) => (swipeStart.current = event.clientX)}
      onPointerUp={onPointerUp}
    >
      {/* A new picture is announced (the region's content is replaced): its text
          alternative and its number. The caption shows the same text as the picture's
          alt, so screen readers get it once, from the picture. */}
      <figure aria-live="polite" aria-atomic="true" className="flex max-h-full flex-col items-center gap-3">
        <Fragment key={index}>
          <ResponsivePicture
            basePath={image.basePath}
            widths={widths}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sizes="(min-width: 1024px) 80vw, 100vw"
            loading="eager"
            className="max-h-[78dvh] w-auto max-w-full rounded-xl object-contain"
          />
          <figcaption className="px-4 text-center text-sm text-ink-200">
            <span className="sr-only">{t("lightbox.label", { number: index + 1, total: images.length })}</span>
            <span aria-hidden="true">
              <span className="font-semibold text-white">
                {index + 1} / {images.length}
              </span>{" "}
              · {image.alt}
            </span>
          </figcaption>
        </Fragment>
      </figure>
      <button
        type="button"
        className="lightbox-button top-3 right-3"
        aria-label={t("lightbox.close")}
        onClick={onClose}
      >
        <LineIcon size={22}>
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </button>
      <button
        type="button"
        className="lightbox-button top-1/2 left-3 -translate-y-1/2"
        aria-label={t("lightbox.previous")}
        onClick={() => step(-1)}
      >
        <LineIcon size={22}>
          <path d="M15 5l-7 7 7 7" />
        </LineIcon>
      </button>
      <button
        type="button"
        className="lightbox-button top-1/2 right-3 -translate-y-1/2"
        aria-label={t("lightbox.next")}
        onClick={() => step(1)}
      >
        <LineIcon size={22}>
          <path d="M9 5l7 7-7 7" />
        </LineIcon>
      </button>
    </dialog>
  );
}

/** The index `step` places away from `index` in a list of `length`, wrapping at both ends. */
function wrapIndex(index: number, step: number, length: number): number {
  return (((index + step) % length) + length) % length;
}
