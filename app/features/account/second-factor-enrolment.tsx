import { type RefObject, useEffect } from "react";
import { FormNotice, TextField } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { SECOND_FACTOR_SECTION } from "@shared/paths";
import type { AccountIntent, useAccountForm } from "~/member/account-member";

/** What the setup step answers: the key for the app, as text, link and QR code. */
export interface ForApp {
  secret: string;
  uri: string;
  /** The QR code's rows, "1" for a dark module. */
  qr: string[];
  message: string;
}

/** The QR code as SVG, drawn from its modules: no picture file, nothing to sanitise. */
function QrCode({ rows, label }: { rows: string[]; label: string }) {
  const size = rows.length + 8;
  const path = rows
    .flatMap((row, y) => [...row].map((dark, x) => (dark === "1" ? `M${x + 4} ${y + 4}h1v1h-1z` : "")))
    .join("");
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} className="h-48 w-48 rounded-lg bg-white">
      <path d={path} fill="#060a13" shapeRendering="crispEdges" />
    </svg>
  );
}

/**
 * The second factor's enrolment (second-factor-settings.tsx): the QR code and key with the
 * field for the app's first code, then the ten recovery codes, shown once. Loaded when a
 * member starts the setup, so the account page's first scripts do not carry it.
 */
export default function SecondFactorEnrolment({
  forApp,
  recoveryCodes,
  enableCall,
  codeField,
  codesHeading,
}: {
  forApp?: ForApp;
  recoveryCodes?: string[];
  enableCall: ReturnType<typeof useAccountForm>;
  codeField: RefObject<HTMLInputElement | null>;
  codesHeading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useLanguage();
  useEffect(() => {
    if (recoveryCodes) codesHeading.current?.focus();
  }, [recoveryCodes, codesHeading]);
  useEffect(() => {
    if (forApp && !recoveryCodes) codeField.current?.focus();
  }, [forApp, recoveryCodes, codeField]);

  return (
    <>
      {recoveryCodes && (
        <div className="space-y-3">
          {enableCall.notice && <FormNotice kind={enableCall.notice.kind}>{enableCall.notice.text}</FormNotice>}
          <h3 ref={codesHeading} tabIndex={-1} className="font-semibold text-white outline-none">
            {t("secondFactor.codesTitle")}
          </h3>
          <p className="text-sm text-ink-300">{t("secondFactor.codesText")}</p>
          <ol
            className="grid grid-cols-2 gap-2 font-mono text-sm text-white sm:grid-cols-5"
            data-testid="recovery-codes"
          >
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded-lg bg-ink-950 px-3 py-2 text-center">
                {code}
              </li>
            ))}
          </ol>
        </div>
      )}
      {forApp && (
        <form method="post" action={`#${SECOND_FACTOR_SECTION}`} onSubmit={enableCall.onSubmit} className="space-y-4">
          {/* Intent of account-member.tsx, written out: a value imported from there would make the
            build give that module a file of its own (docs/decisions/029). */}
          <input type="hidden" name="intent" value={"second-factor-enable" satisfies AccountIntent} />
          <p className="text-sm text-ink-200">{forApp.message}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCode rows={forApp.qr} label={t("secondFactor.qrLabel")} />
            <div className="min-w-0 text-sm">
              <p className="text-ink-300">{t("secondFactor.keyLabel")}</p>
              <p className="mt-1 font-mono break-all text-white" data-testid="second-factor-key">
                {forApp.secret.replace(/(.{4})/g, "$1 ").trim()}
              </p>
            </div>
          </div>
          {enableCall.notice?.kind === "error" && <FormNotice kind="error">{enableCall.notice.text}</FormNotice>}
          <TextField
            ref={codeField}
            name="secondFactorCode"
            label={t("login.code")}
            focus={false}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <button type="submit" disabled={enableCall.pending} className="btn-primary">
            {t("secondFactor.turnOn")}
          </button>
        </form>
      )}
    </>
  );
}
