/** The brand mark: a rising chart line in a rounded square, and the word mark. */
export function Logo({ className = "", wordmarkClassName = "" }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" className="fill-accent-500" />
        <path
          d="M7 21.5l5.5-5.5 4 3.5L25 10.5"
          fill="none"
          stroke="#060a13"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="10.5" r="2.2" fill="#060a13" />
      </svg>
      <span className={`text-[1.05rem] font-bold tracking-tight text-white ${wordmarkClassName}`}>
        Profit<span className="text-accent-400">Scout</span>
      </span>
    </span>
  );
}
