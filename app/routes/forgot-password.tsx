import { data, Form, Link, useNavigation } from "react-router";
import { refusal } from "~/auth/api-client";
import { FormNotice, TextField } from "~/components/form-field";
import { useFocusAfterSubmit } from "~/browser/use-focus-after-submit";
import { pageMeta } from "~/document/meta";
import { formAnswerHeaders } from "~/document/private-page";
import { readPostedForm } from "~/document/posted-form";
import type { MessageKey } from "~/i18n/en";
import { useLanguage } from "~/i18n/language-provider";
import { CREDENTIAL_RULES, EMAIL_SHAPE } from "@shared/credential-rules";
import { languageOfPath, PATHS } from "@shared/paths";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "reset.forgotMetaTitle", description: "reset.forgotMetaDescription", noIndex: true });

type Result =
  | { kind: "invalid"; error: MessageKey; email: string }
  | { kind: "refused"; error: string; email: string }
  | { kind: "sent"; message: string };

/**
 * Asks the API for a reset link, with or without JavaScript (a route action: the form
 * posts here either way). The answer is the same whether or not the address has an account.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPostedForm(request);
  const language = languageOfPath(new URL(request.url).pathname);
  const noStore = { "Cache-Control": "no-store" };
  const email = String(form.get("email") ?? "").trim();
  if (!email)
    return data<Result>({ kind: "invalid", error: "login.required", email }, { status: 422, headers: noStore });
  if (!EMAIL_SHAPE.test(email))
    return data<Result>({ kind: "invalid", error: "login.invalidEmail", email }, { status: 422, headers: noStore });

  const response = await context.callApi?.("/auth/password-reset", { method: "POST", language, body: { email } });
  const body: unknown = await response?.json().catch(() => undefined);
  if (!response?.ok) {
    const { status, headers, error } = refusal(response, body, noStore);
    return data<Result>({ kind: "refused", error, email }, { status, headers });
  }
  return data<Result>({ kind: "sent", message: (body as { message: string }).message }, { headers: noStore });
}

export const headers: Route.HeadersFunction = formAnswerHeaders;

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const result = actionData;
  // The answer takes the focus: the field with the problem (its error is read with it), else
  // the message (role=status/alert).
  const form = useFocusAfterSubmit(result);

  return (
    <div className="hero-glow">
      <div className="container-page flex justify-center py-14 sm:py-20">
        <div className="w-full max-w-md">
          <h1 className="text-center text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {t("reset.forgotTitle")}
          </h1>
          <p className="mt-3 text-center text-ink-300">{t("reset.forgotIntro")}</p>
          <Form
            ref={form}
            method="post"
            noValidate
            className="mt-8 space-y-5 rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
          >
            {result && result.kind !== "invalid" && (
              <div>
                {result.kind === "sent" ? (
                  <>
                    <FormNotice kind="success">{result.message}</FormNotice>
                    <p className="mt-3 text-sm text-ink-300">{t("reset.sentHint")}</p>
                  </>
                ) : (
                  <FormNotice kind="error">{result.error}</FormNotice>
                )}
              </div>
            )}
            <TextField
              name="email"
              label={t("reset.email")}
              error={result?.kind === "invalid" ? result.error : undefined}
              focus={result?.kind === "invalid"}
              type="email"
              autoComplete="email"
              required
              maxLength={CREDENTIAL_RULES.emailMaxLength}
              defaultValue={result && "email" in result ? result.email : undefined}
            />
            <button type="submit" disabled={sending} className="btn-primary w-full py-3.5 text-base">
              {sending ? t("reset.sending") : t("reset.send")}
            </button>
          </Form>
          <p className="mt-6 text-center text-sm">
            <Link to={localize(PATHS.login)} className="font-medium text-accent-400 underline-offset-2 hover:underline">
              {t("reset.backToSignIn")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

export { PageError as ErrorBoundary } from "~/components/page-error";
