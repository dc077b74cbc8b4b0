import { lazy, Suspense, useRef, useState } from "react";
import { FormNotice, TextField } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";
import { SECOND_FACTOR_SECTION } from "@shared/paths";
import { Intent, useAccountForm, useAccountUser, usePostedBody } from "~/member/account-member";
import { CurrentPasswordField } from "./current-password-field";
import type { ForApp } from "./second-factor-enrolment";

/** The enrolment's steps, needed only once a member sets the second factor up: not in the page's first scripts. */
const loadEnrolment = () => import("./second-factor-enrolment");
// The server renders it in place, so a page without JavaScript shows it (app/entry.server.tsx);
// a page that arrives with it shown hydrates it once its code is there.
const SecondFactorEnrolment = lazy(loadEnrolment);

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

        {(recoveryCodes || (!on && forApp)) && (
          // Shown only after a setup step: its code loads then (or as the setup is sent).
          <Suspense fallback={null}>
            <SecondFactorEnrolment
              forApp={on ? undefined : forApp}
              recoveryCodes={recoveryCodes}
              enableCall={enableCall}
              codeField={codeField}
              codesHeading={codesHeading}
            />
          </Suspense>
        )}

        {!on && !forApp && !recoveryCodes && (
          <form
            method="post"
            action={`#${SECOND_FACTOR_SECTION}`}
            onSubmit={(event) => {
              void loadEnrolment();
              setupCall.onSubmit(event);
            }}
            className="space-y-4"
          >
            <Intent intent="second-factor-setup" />
            <p className="text-sm text-ink-300">{t("secondFactor.intro")}</p>
            {setupCall.notice?.kind === "error" && <FormNotice kind="error">{setupCall.notice.text}</FormNotice>}
            <CurrentPasswordField ref={setupPassword} name="secondFactorPassword" />
            <button type="submit" disabled={setupCall.pending} className="btn-secondary">
              {t("secondFactor.setUp")}
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
            <CurrentPasswordField ref={disablePassword} name="secondFactorPassword" />
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
