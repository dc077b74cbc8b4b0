import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";

// Focus shows as the site's ring (app.css), as on links and buttons, in every state: the
// red border of a field with a problem stays, and the ring shows around it.
export const INPUT_CLASS =
  "mt-1.5 block w-full rounded-xl border border-ink-600 bg-ink-950 px-4 py-3 text-white placeholder:text-ink-500 focus:border-accent-400 aria-[invalid=true]:border-loss-400";

export function FieldError({ id, error }: { id: string; error?: MessageKey }) {
  const { t } = useLanguage();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-loss-400">
      {t(error)}
    </p>
  );
}

/**
 * A labelled text input with its hint and its error, both tied to it by aria-describedby.
 * `focus` puts the cursor into it when a post without JavaScript came back with a problem
 * here first (with JavaScript, the submit handler moves the focus).
 */
export function TextField({
  name,
  label,
  error,
  focus,
  hint,
  ...input
}: {
  name: string;
  label: string;
  error?: MessageKey;
  focus: boolean;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className" | "autoFocus">) {
  const describedBy = [error ? `${name}-error` : undefined, hint ? `${name}-hint` : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium text-ink-100">
        {label}
      </label>
      <input
        id={name}
        name={name}
        autoFocus={focus}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        className={INPUT_CLASS}
        {...input}
      />
      {hint && (
        <p id={`${name}-hint`} className="mt-1.5 text-xs leading-5 text-ink-400">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

/** A form's answer: a problem (role=alert) or a success (role=status). */
export function FormNotice({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return kind === "error" ? (
    <p role="alert" className="rounded-xl border border-loss-400/40 bg-loss-400/10 px-4 py-3 text-sm text-loss-400">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-xl border border-gain-400/40 bg-gain-400/10 px-4 py-3 text-sm text-gain-400">
      {children}
    </p>
  );
}
