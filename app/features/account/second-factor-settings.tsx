import { useEffect, useRef, useState } from "react";
import { FormNotice, TextField } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { SECOND_FACTOR_SECTION } from "@shared/paths";
import { Intent, useAccountForm, useAccountUser, usePostedBody } from "~/member/account-member";

interface ForApp {
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
 * Two-factor authentication (docs/decisions/032-second-factor.md): set up with the
 * password, a QR code (and its key to type) and the app's first code; the ten recovery
 * codes are shown once; turning it off asks for the password and a code. Each step is a
 * form of its own, posted to the page (useAccountForm).
 */
export function SecondFactorSettings() {
  const { t } = useLanguage();
  const user = useAccountUser();
  // Without JavaScript the page comes back with the API's answer to the step's form.
  const postedSetup = usePostedBody<ForApp>("second-factor-setup");
  const postedCodes = usePostedBody<{ recoveryCodes: string[] }>("second-factor-enable")?.recoveryCodes;
  const [forApp, setForApp] = useState<ForApp | undefined>(postedSetup);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>(postedCodes);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const setupPassword = useRef<HTMLInputElement>(null);
  const disablePassword = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // A refusal (a wrong password or code): back to the field, whose form shows why.
  const setupCall = useAccountForm("second-factor-setup", ({ notice, body }) => {
    if (notice?.kind === "success") setForApp(body as ForApp);
    else setupPassword.current?.focus();
  });
  const enableCall = useAccountForm("second-factor-enable", ({ notice, body }) => {
    if (notice?.kind !== "success") return codeField.current?.focus();
    setRecoveryCodes((body as { recoveryCodes: string[] }).recoveryCodes);
    setForApp(undefined);
  });
  const disableCall = useAccountForm("second-factor-disable", ({ notice }) =>
    (notice?.kind === "success" ? status : disablePassword).current?.focus(),
  );
  useEffect(() => {
    if (recoveryCodes) codesHeading.current?.focus();
  }, [recoveryCodes]);
  useEffect(() => {
    if (forApp && !recoveryCodes) codeField.current?.focus();
  }, [forApp, recoveryCodes]);
  if (!user) return null;
  const on = user.secondFactor;

  return (
    <section aria-labelledby={SECOND_FACTOR_SECTION} id={`${SECOND_FACTOR_SECTION}-section`} className="mt-12">
      <h2 id={SECOND_FACTOR_SECTION} tabIndex={-1} className="text-xl font-bold text-white outline-none">
        {t("secondFactor.title")}
      </h2>
      <div className="mt-4 space-y-5 rounded-card border border-ink-700 bg-ink-900/70 p-6">
        <p
          ref={status}
          tabIndex={-1}
          className="text-sm leading-6 text-ink-200 outline-none"
          data-testid="second-factor-status"
        >
          {on ? t("secondFactor.on") : t("secondFactor.off")}
        </p>

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

        {!on && !forApp && !recoveryCodes && (
          <form method="post" action={`#${SECOND_FACTOR_SECTION}`} onSubmit={setupCall.onSubmit} className="space-y-4">
            <Intent intent="second-factor-setup" />
            <p className="text-sm text-ink-300">{t("secondFactor.intro")}</p>
            {setupCall.notice?.kind === "error" && <FormNotice kind="error">{setupCall.notice.text}</FormNotice>}
            <TextField
              ref={setupPassword}
              name="secondFactorPassword"
              label={t("account.currentPassword")}
              focus={false}
              type="password"
              autoComplete="current-password"
              required
            />
            <button type="submit" disabled={setupCall.pending} className="btn-secondary">
              {t("secondFactor.setUp")}
            </button>
          </form>
        )}

        {!on && forApp && (
          <form method="post" action={`#${SECOND_FACTOR_SECTION}`} onSubmit={enableCall.onSubmit} className="space-y-4">
            <Intent intent="second-factor-enable" />
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

        {on && !recoveryCodes && (
          <form
            method="post"
            action={`#${SECOND_FACTOR_SECTION}`}
            onSubmit={disableCall.onSubmit}
            className="space-y-4"
          >
            <Intent intent="second-factor-disable" />
            {disableCall.notice && <FormNotice kind={disableCall.notice.kind}>{disableCall.notice.text}</FormNotice>}
            <TextField
              ref={disablePassword}
              name="secondFactorPassword"
              label={t("account.currentPassword")}
              focus={false}
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              name="secondFactorCode"
              label={t("login.code")}
              focus={false}
              autoComplete="one-time-code"
              maxLength={32}
              required
            />
            <button type="submit" disabled={disableCall.pending} className="btn-secondary">
              {t("secondFactor.turnOff")}
            </button>
          </form>
        )}
        {!on && disableCall.notice?.kind === "success" && (
          <FormNotice kind="success">{disableCall.notice.text}</FormNotice>
        )}
      </div>
    </section>
  );
}
