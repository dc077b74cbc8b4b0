import type { TestimonialVideo } from "@shared/testimonials";
import { useLanguage } from "~/i18n/language-provider";
import { SectionHeading } from "./section-heading";
import { VideoEmbed } from "~/components/video-embed";

/**
 * Customer videos of the visitor's language: landscape ones wide, portrait ones in a row;
 * without any yet, a line that member voices follow (the header still leads here).
 */
export function TestimonialsSection({ videos, id = "testimonials" }: { videos: TestimonialVideo[]; id?: string }) {
  const { t } = useLanguage();
  const landscape = videos.filter((video) => video.isHorizontal);
  const portrait = videos.filter((video) => !video.isHorizontal);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-y border-white/5 bg-ink-900/50 py-20 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.title")}
          intro={t("testimonials.note")}
        />
        {videos.length === 0 && <p className="mt-10 text-center text-ink-300">{t("testimonials.none")}</p>}
        <ul className="mt-12 grid gap-6 empty:hidden md:grid-cols-2" data-testid="testimonials-landscape">
          {landscape.map((video, index) => (
            <li
              key={video.id}
              data-testimonial-id={video.id}
              // An odd one out is centred below the pairs instead of left alone.
              className={
                index === landscape.length - 1 && index % 2 === 0 ? "md:col-span-2 md:mx-auto md:w-1/2" : undefined
              }
            >
              <VideoEmbed videoId={video.videoId} hash={video.hash} title={video.title} />
            </li>
          ))}
        </ul>
        {portrait.length > 0 && (
          <ul
            // Centred rows: two or three portrait videos do not leave a gap on one side.
            className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-4 sm:gap-6"
            data-testid="testimonials-portrait"
          >
            {portrait.map((video) => (
              <li
                key={video.id}
                data-testimonial-id={video.id}
                className="w-[calc(50%-0.5rem)] sm:w-[calc(50%-0.75rem)] md:w-[calc(25%-1.125rem)]"
              >
                <VideoEmbed videoId={video.videoId} hash={video.hash} title={video.title} orientation="portrait" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
