import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { refusal } from "~/auth/api-client";
import { checkMailedLink } from "~/auth/mailed-link.server";
import { useResumeSession } from "~/auth/use-resume-session";
import { withSignedInByFormMark } from "~/auth/signed-in-by-form";
import { FormNotice, TextField } from "~/components/form-field";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { LinkPage } from "~/features/auth/link-outcome";
import { useSecretOutOfAddress } from "~/browser/use-secret-out-of-address";
import { pageMeta } from "~/document/meta";
import { readPostedForm } from "~/document/posted-form";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/document/private-page";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { CREDENTIAL_RULES } from "@shared/credential-rules";
import { languageOfPath, PATHS, LINK_TOKEN_PARAM } from "@shared/paths";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "reset.metaTitle", description: "reset.metaDescription", noIndex: true });

/** Whether the link can still be used, asked once when the page is opened. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await checkMailedLink(request, context, "/auth/password-reset/check");
  return data({ token }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * What a press of the button led to. A refusal carries the link's token back: without
 * JavaScript the page is rendered anew from the address, which no longer holds it.
 */
type Result =
  | { kind: "invalid"; error: MessageKey; token: string }
  | { kind: "refused"; error: string; linkSpent: boolean; token: string }
  | { kind: "saved"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const language = languageOfPath(new URL(request.url).pathname);
  const token = String(form.get(LINK_TOKEN_PARAM) ?? "");
  const password = String(form.get("password") ?? "");
  const length = [...password].length;
  if (!password)
    return data<Result>(
      { kind: "invalid", error: "login.required", token },
      { status: 422, headers: PRIVATE_PAGE_HEADERS },
    );
  if (length < CREDENTIAL_RULES.passwordMinCodePoints || length > CREDENTIAL_RULES.passwordMaxCodePoints)
    return data<Result>(
      { kind: "invalid", error: "login.passwordLength", token },
      { status: 422, headers: PRIVATE_PAGE_HEADERS },
    );

  const response = await context.callApi?.("/auth/password-reset/confirm", {
    method: "POST",
    language,
    body: { token, password },
  });
  const body: unknown = await response?.json().catch(() => undefined);
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  if (!response?.ok) {
    const refused = refusal(response, body, headers);
    // 400: the link is unknown, spent or expired; a 422 is about the password, the link still works.
    return data<Result>(
      { kind: "refused", error: refused.error, linkSpent: refused.status === 400, token },
      { status: refused.status, headers: refused.headers },
    );
  }
  // A new password that signed the member in is marked, so that the scripts pick the session up.
  return data<Result>(
    { kind: "saved", message: (body as { message: string }).message },
    { headers: withSignedInByFormMark(headers) },
  );
}

export const headers: Route.HeadersFunction = privatePageHeaders;

/** The token is read once; a failed save must not ask the server again with an address that no longer has it. */
export function shouldRevalidate() {
  return false;
}

function LinkSpent() {
  const { t, localize } = useLanguage();
  return (
    <div className="rounded-card border border-ink-700 bg-ink-900/80 p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{t("reset.invalidTitle")}</h1>
      <p className="mt-3 text-ink-300">{t("reset.invalidText")}</p>
      <Link to={localize(PATHS.forgotPassword)} className="mt-6 btn-primary inline-flex">
        {t("reset.askAgain")}
      </Link>
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [resumeFailed, setResumeFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = actionData;
  const token = loaderData.token || (result && "token" in result ? result.token : "");
  useResumeSession(result?.kind === "saved" && !resumeFailed, () => setResumeFailed(true));

  useSecretOutOfAddress(LINK_TOKEN_PARAM);
  // A problem takes the focus: the password field (its error is read with it), else the refusal.
  const form = useFocusAfterSubmit(result?.kind === "saved" ? undefined : result);

  useEffect(() => {
    if (result?.kind === "saved") heading.current?.focus();
  }, [result]);

  let content;
  if (result?.kind === "saved") {
    content = (
      <div className="rounded-card border border-ink-700 bg-ink-900/80 p-6 text-center sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
          {t("reset.doneTitle")}
        </h1>
        <div className="mt-4 text-left">
          <FormNotice kind="success">{result.message}</FormNotice>
        </div>
        <Link to={localize(PATHS.account)} className="mt-6 btn-primary inline-flex">
          {t("reset.toAccount")}
        </Link>
      </div>
    );
  } else if (!token || (result?.kind === "refused" && result.linkSpent)) {
    content = <LinkSpent />;
  } else {
    content = (
      <>
        <h1 className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">{t("reset.title")}</h1>
        <p className="mt-3 text-center text-ink-300">{t("reset.intro")}</p>
        <Form
          ref={form}
          method="post"
          action={localize(PATHS.resetPassword)}
          noValidate
          className="mt-8 space-y-5 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
        >
          {result?.kind === "refused" && <FormNotice kind="error">{result.error}</FormNotice>}
          <input type="hidden" name={LINK_TOKEN_PARAM} value={token} />
          <TextField
            name="password"
            label={t("reset.newPassword")}
            error={result?.kind === "invalid" ? result.error : undefined}
            focus={result !== undefined}
            type="password"
            autoComplete="new-password"
            required
            minLength={CREDENTIAL_RULES.passwordMinCodePoints}
            hint={t("login.passwordRules")}
          />
          <button type="submit" disabled={saving} className="btn-primary w-full py-3.5 text-base">
            {saving ? t("reset.saving") : t("reset.save")}
          </button>
        </Form>
      </>
    );
  }

  return <LinkPage>{content}</LinkPage>;
}

export { PageError as ErrorBoundary } from "~/components/page-error";
