import type { ReactNode } from "react";

/**
 * A decorative icon drawn with round 2-pixel lines on a 24-unit grid in the text's colour
 * (menu, close, arrows, magnifier, link): the shapes are its children. Hidden from
 * assistive technology; the control that holds it carries the name.
 */
export function LineIcon({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
