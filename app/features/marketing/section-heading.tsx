import type { ReactNode } from "react";

/** The heading block that opens a page section: eyebrow, title and an intro line. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  level = 2,
  align = "center",
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  level?: 1 | 2;
  align?: "center" | "left";
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{eyebrow}</p>}
      <Heading
        id={id}
        className={`mt-3 font-bold tracking-tight text-balance text-white ${level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`}
      >
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg leading-8 text-pretty text-ink-300">{intro}</p>}
    </div>
  );
}
