import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { carryOutMailedLink, checkMailedLink } from "~/auth/mailed-link.server";
import { useSecretOutOfAddress } from "~/browser/use-secret-out-of-address";
import { FormNotice } from "~/components/form-field";
import { ReceiptFacts } from "~/features/cancellation/receipt-facts";
import { pageMeta } from "~/document/meta";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/document/private-page";
import { useLanguage } from "~/i18n/language-provider";
import { type CancellationReceipt, formatReceiptMoment } from "@shared/cancellation-rules";
import { LINK_TOKEN_PARAM, PATHS } from "@shared/paths";
import { COMPANY_EMAIL } from "@shared/site.config";
import type { Route } from "./+types/cancellation-link";

/**
 * Where the receipt's "Show my cancellation" link leads (docs/decisions/040-cancellation-end-dates.md).
 * Opening it changes nothing (a mail scanner may open links on its own); only its button,
 * which posts with or without JavaScript, carries the cancellation out in Stripe.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "cancelLink.metaTitle", description: "cancelLink.metaDescription", noIndex: true });

export const headers: Route.HeadersFunction = privatePageHeaders;

/** The cancellation the link belongs to, asked once when the page is opened; none when the link cannot be used. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, answer } = await checkMailedLink(request, context, "/cancellations/link/check");
  const { cancellation, awaitingOwner } = answer as { cancellation?: CancellationReceipt; awaitingOwner?: boolean };
  return data({ token, cancellation, awaitingOwner: awaitingOwner ?? false }, { headers: PRIVATE_PAGE_HEADERS });
}

type Result =
  | { kind: "done"; message: string; cancellation: CancellationReceipt }
  /** Unknown, spent or expired (400); or nothing of this address to end (409). */
  | { kind: "spent"; error?: string }
  | { kind: "refused"; error: string; token: string };

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await carryOutMailedLink<{ message: string; cancellation: CancellationReceipt }>(
    request,
    context,
    "/cancellations/link/carry-out",
  );
  if ("refusal" in answer) {
    const { refusal } = answer;
    // Nothing of this address left to end (409) reads as a link that has done its work.
    const result: Result = refusal.kind === "taken" ? { kind: "spent", error: refusal.error } : refusal;
    return data<Result>(result, answer.init);
  }
  const { message, cancellation } = answer.done;
  return data<Result>({ kind: "done", message, cancellation }, { headers: PRIVATE_PAGE_HEADERS });
}

/** The link is read once; a spent link must not be asked about again. */
export function shouldRevalidate() {
  return false;
}

const CARD = "rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8";

export default function CancellationLink({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t, language, localize } = useLanguage();
  useSecretOutOfAddress(LINK_TOKEN_PARAM);
  const carrying = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  const token = loaderData.token || (result?.kind === "refused" ? result.token : "");
  const cancellation = result?.kind === "done" ? result.cancellation : loaderData.cancellation;

  let title: string;
  let body;
  if (result?.kind === "done") {
    title = t("cancelLink.doneTitle");
    body = <FormNotice kind="success">{result.message}</FormNotice>;
  } else if (!token || !cancellation || result?.kind === "spent") {
    title = t("cancelLink.invalidTitle");
    body = (
      <>
        {result?.kind === "spent" && result.error && <FormNotice kind="error">{result.error}</FormNotice>}
        <p className="mt-3 text-ink-300">{t("cancelLink.invalidText", { email: COMPANY_EMAIL })}</p>
      </>
    );
  } else {
    title = t("cancelLink.title");
    body = (
      <>
        <p className="mt-3 text-ink-300">
          {loaderData.awaitingOwner
            ? t("cancelLink.intro", { email: cancellation.email })
            : t("cancelLink.nothingLeft")}
        </p>
        {result?.kind === "refused" && (
          <div className="mt-4">
            <FormNotice kind="error">{result.error}</FormNotice>
          </div>
        )}
      </>
    );
  }
  const showFacts = cancellation && (result?.kind === "done" || (token && result?.kind !== "spent"));

  return (
    <div className="hero-glow">
      <div className="container-page flex justify-center py-14 sm:py-20">
        <div className={`w-full max-w-2xl ${CARD}`} data-testid="cancellation-link">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
            {title}
          </h1>
          {body}
          {showFacts && (
            <>
              <p className="mt-6 font-semibold text-gain-400">
                {t("cancel.receivedAt", { moment: formatReceiptMoment(cancellation.receivedAt, language) })}
              </p>
              <ReceiptFacts receipt={cancellation} />
            </>
          )}
          {((!result && cancellation && loaderData.awaitingOwner) || result?.kind === "refused") && token && (
            <Form method="post" action={localize(PATHS.cancellationLink)} className="mt-6">
              <input type="hidden" name={LINK_TOKEN_PARAM} value={token} />
              <button type="submit" disabled={carrying} className="btn-primary w-full py-3.5 text-base">
                {carrying ? t("cancelLink.carryingOut") : t("cancelLink.carryOut")}
              </button>
            </Form>
          )}
          <Link to={localize(PATHS.cancel)} className="mt-6 btn-secondary inline-flex">
            {t("cancelLink.toCancel")}
          </Link>
        </div>
      </div>
    </div>
  );
}

export { PageError as ErrorBoundary } from "~/components/page-error";
