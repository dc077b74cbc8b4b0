import { type MouseEvent, lazy, Suspense, useRef, useState } from "react";
import { CtaBand } from "~/features/marketing/cta-band";
import { FounderCard } from "~/components/founder-card";
import type { LightboxImage } from "~/features/marketing/lightbox";
import { largestImageUrl, ResponsivePicture } from "~/components/responsive-picture";
import { SectionHeading } from "~/features/marketing/section-heading";
import { GALLERY_IMAGES, GALLERY_WIDTHS } from "~/content/gallery";
import { formatCount } from "~/i18n/format";
import { useLanguage } from "~/i18n/language-provider";
import { pageMeta } from "~/document/meta";
import { CLAIMS } from "@shared/site.config";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "about.title", description: "about.description" });

const VALUES = ["transparency", "education", "risk"] as const;

/**
 * The lightbox's code is loaded when a visitor reaches for a picture (a pointer over it,
 * focus on it), not with the page: most visitors never open it. A click opens it once the
 * code is there, at once when it already is.
 */
let lightboxLoaded = false;
const loadLightbox = () =>
  import("~/features/marketing/lightbox").then((module) => {
    lightboxLoaded = true;
    return module;
  });
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));
/** A failed early load is tried again on the click, which then falls back to the link. */
const preloadLightbox = () => void loadLightbox().catch(() => undefined);

export default function About() {
  const { t, language } = useLanguage();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Mounted at the first opening and kept: the dialog then opens and closes as it always has.
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const lastOpened = useRef(0);
  const images: LightboxImage[] = GALLERY_IMAGES.map((image) => ({
    basePath: `/images/gallery/${image.id}`,
    width: image.width,
    height: image.height,
    alt: image.alt[language],
  }));

  /**
   * Each picture is a link to its full-size file, which works before the scripts have
   * loaded; once they have, the lightbox takes over the plain click (a click with a
   * modifier key still opens the file in a new tab or window).
   */
  function open(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const file = event.currentTarget.href;
    const show = () => {
      lastOpened.current = index;
      setLightboxWanted(true);
      setOpenIndex(index);
    };
    if (lightboxLoaded) show();
    // Its code did not load (offline, a new version deployed): the link does what it says.
    else loadLightbox().then(show, () => window.location.assign(file));
  }

  function close() {
    setOpenIndex(null);
    // Back to the picture that opened the lightbox, as a keyboard user expects.
    thumbnails.current[lastOpened.current]?.focus();
  }

  return (
    <>
      <section className="hero-glow">
        <div className="container-page py-16 sm:py-24">
          <SectionHeading
            level={1}
            eyebrow={t("about.eyebrow")}
            title={t("about.heading")}
            intro={
              // How many traders use the tools is a claim the owner must be able to prove (CLAIMS).
              CLAIMS.dailyTraders === null
                ? t("about.intro")
                : `${t("about.intro")} ${t("about.dailyTraders", { count: formatCount(CLAIMS.dailyTraders, language) })}`
            }
          />
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="container-page grid gap-12 pb-20 lg:grid-cols-[1.4fr_1fr] lg:gap-16"
      >
        <div>
          <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-white">
            {t("about.mission.title")}
          </h2>
          <p className="mt-5 text-lg leading-8 text-ink-200">{t("about.mission.text1")}</p>
          <p className="mt-4 leading-7 text-ink-300">{t("about.mission.text2")}</p>
          <h2 className="mt-12 text-xl font-semibold text-white">{t("about.values.title")}</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-3">
            {VALUES.map((value) => (
              <div key={value} className="rounded-card border border-ink-700 bg-ink-900/70 p-5">
                <dt className="font-semibold text-accent-300">{t(`about.values.${value}.title`)}</dt>
                <dd className="mt-2 text-sm leading-6 text-ink-300">{t(`about.values.${value}.text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <FounderCard id="founder-title" title="about.founder.title" size="large" as="aside" />
      </section>

      <section aria-labelledby="gallery-title" className="border-y border-white/5 bg-ink-900/50 py-20">
        <div className="container-page">
          <SectionHeading id="gallery-title" title={t("about.gallery.title")} intro={t("about.gallery.intro")} />
          <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
            {images.map((image, index) => (
              <li key={image.basePath} className={index === 0 ? "col-span-2 row-span-2" : ""}>
                <a
                  href={largestImageUrl(image.basePath, GALLERY_WIDTHS)}
                  ref={(element) => {
                    thumbnails.current[index] = element;
                  }}
                  onClick={(event) => open(event, index)}
                  onPointerEnter={preloadLightbox}
                  onFocus={preloadLightbox}
                  aria-label={t("about.gallery.open", { number: index + 1, total: images.length, alt: image.alt })}
                  className="group block size-full overflow-hidden rounded-xl border border-ink-700"
                >
                  <ResponsivePicture
                    basePath={image.basePath}
                    widths={GALLERY_WIDTHS}
                    width={image.width}
                    height={image.height}
                    alt=""
                    sizes={index === 0 ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, 50vw"}
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {lightboxWanted && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            widths={GALLERY_WIDTHS}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={close}
          />
        </Suspense>
      )}
      <CtaBand />
    </>
  );
}
