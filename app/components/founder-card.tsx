import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { ResponsivePicture } from "./responsive-picture";
import { INSTRUCTOR_PICTURE_PATH, INSTRUCTOR_PICTURE_WIDTHS } from "~/content/pictures";

const SIZES = {
  /** The member area's side panel. */
  compact: {
    box: "p-6",
    heading: "text-xs",
    row: "mt-4",
    photo: "size-16",
    photoSizes: "64px",
    name: "",
    text: "mt-4 text-sm leading-6",
  },
  /** The about page. */
  large: {
    box: "p-6 sm:p-8",
    heading: "text-sm",
    row: "mt-5",
    photo: "size-20",
    photoSizes: "80px",
    name: "text-lg",
    text: "mt-5 leading-7",
  },
} as const;

/** The founder's photo, name, role and a short text, under a heading of the page's choice. */
export function FounderCard({
  id,
  title,
  size,
  as: Box = "section",
}: {
  id: string;
  title: MessageKey;
  size: keyof typeof SIZES;
  as?: "section" | "aside";
}) {
  const { t } = useLanguage();
  const style = SIZES[size];
  return (
    <Box aria-labelledby={id} className={`self-start rounded-card border border-ink-700 bg-ink-900/70 ${style.box}`}>
      <h2 id={id} className={`${style.heading} font-semibold tracking-wider text-accent-400 uppercase`}>
        {t(title)}
      </h2>
      <div className={`${style.row} flex items-center gap-4`}>
        <ResponsivePicture
          basePath={INSTRUCTOR_PICTURE_PATH}
          widths={INSTRUCTOR_PICTURE_WIDTHS}
          width={320}
          height={320}
          alt={t("about.founder.photo")}
          sizes={style.photoSizes}
          className={`${style.photo} rounded-full object-cover ring-2 ring-accent-500/40`}
        />
        <div>
          <p className={`${style.name} font-semibold text-white`}>{t("about.founder.name")}</p>
          <p className="text-sm text-ink-300">{t("about.founder.role")}</p>
        </div>
      </div>
      <p className={`${style.text} text-ink-300`}>{t("about.founder.text")}</p>
    </Box>
  );
}
