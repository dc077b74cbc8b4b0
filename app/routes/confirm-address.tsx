import { useEffect } from "react";
import { data } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { checkMailedLink, confirmMailedLink } from "~/auth/mailed-link.server";
import { useSecretOutOfAddress } from "~/browser/use-secret-out-of-address";
import { FormNotice } from "~/components/form-field";
import { LinkConfirmForm, LinkOutcome, LinkPage } from "~/features/auth/link-outcome";
import { pageMeta } from "~/document/meta";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/document/private-page";
import { useLanguage } from "~/i18n/language-provider";
import { LINK_TOKEN_PARAM, PATHS } from "@shared/paths";
import type { Route } from "./+types/confirm-address";

/**
 * Where the link that confirms an account's own address leads (the welcome mail's, or one
 * asked for on the account page). Opening it changes nothing (a mail scanner may open links
 * on its own); the button posts, with or without JavaScript.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "confirmAddress.metaTitle",
    description: "confirmAddress.metaDescription",
    noIndex: true,
  });

/** Whether the link can still be used, and the address it confirms, asked once when the page is opened. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, answer } = await checkMailedLink(request, context, "/auth/email-confirm/check");
  const email = typeof answer.email === "string" ? answer.email : "";
  return data({ token: email ? token : "", email }, { headers: PRIVATE_PAGE_HEADERS });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  confirmMailedLink(request, context, "/auth/email-confirm/confirm");

export const headers: Route.HeadersFunction = privatePageHeaders;

/** The token is read once; a refused confirmation must not ask the server again with an address that no longer has it. */
export function shouldRevalidate() {
  return false;
}

export default function ConfirmAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const { email } = loaderData;
  const result = actionData;
  const token = loaderData.token || (result?.kind === "refused" ? result.token : "");
  useSecretOutOfAddress(LINK_TOKEN_PARAM);

  // A member signed in here sees the confirmed address at once on the account page.
  const confirmedUser = result?.kind === "done" ? result.user : undefined;
  const { user: signedIn, updateUser } = useAuth();
  useEffect(() => {
    if (confirmedUser && signedIn?.id === confirmedUser.id && !signedIn.emailConfirmed)
      updateUser({ emailConfirmed: true });
  }, [confirmedUser, signedIn, updateUser]);

  let content;
  if (result?.kind === "done") {
    content = (
      <LinkOutcome title={t("confirmAddress.doneTitle")} focus linkLabel="reset.toAccount">
        <FormNotice kind="success">{result.message}</FormNotice>
      </LinkOutcome>
    );
  } else if (!token || result?.kind === "spent") {
    content = (
      <LinkOutcome title={t("reset.invalidTitle")} focus={result !== undefined} linkLabel="reset.askAgain">
        <p className="text-center text-ink-300">{t("confirmAddress.invalidText")}</p>
      </LinkOutcome>
    );
  } else {
    content = (
      <LinkConfirmForm
        action={localize(PATHS.confirmAddress)}
        title={t("confirmAddress.title")}
        intro={t("confirmAddress.intro")}
        addressLabel={t("confirmAddress.address")}
        address={email}
        token={token}
        error={result?.kind === "refused" ? result.error : undefined}
        button={t("confirmAddress.confirm")}
      />
    );
  }

  return <LinkPage>{content}</LinkPage>;
}

export { PageError as ErrorBoundary } from "~/components/page-error";
