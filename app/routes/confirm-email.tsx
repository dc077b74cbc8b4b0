import { useEffect } from "react";
import { data } from "react-router";
import { useAuth } from "~/auth/auth-provider";
import { useSecretOutOfAddress } from "~/browser/use-secret-out-of-address";
import { checkMailedLink, confirmMailedLink } from "~/auth/mailed-link.server";
import { FormNotice } from "~/components/form-field";
import { LinkConfirmForm, LinkOutcome, LinkPage } from "~/features/auth/link-outcome";
import { pageMeta } from "~/document/meta";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/document/private-page";
import { useLanguage } from "~/i18n/language-provider";
import { LINK_TOKEN_PARAM, PATHS } from "@shared/paths";
import type { Route } from "./+types/confirm-email";

/**
 * Where the link that confirms a new e-mail address leads. Opening it changes nothing (a
 * mail scanner may open links on its own); the button posts, with or without JavaScript.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "confirmEmail.metaTitle", description: "confirmEmail.metaDescription", noIndex: true });

/** Whether the link can still be used, and the address it confirms, asked once when the page is opened. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token, answer } = await checkMailedLink(request, context, "/auth/email-change/check");
  const newEmail = typeof answer.newEmail === "string" ? answer.newEmail : "";
  return data({ token: newEmail ? token : "", newEmail }, { headers: PRIVATE_PAGE_HEADERS });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  confirmMailedLink(request, context, "/auth/email-change/confirm");

export const headers: Route.HeadersFunction = privatePageHeaders;

/** The token is read once; a refused confirmation must not ask the server again with an address that no longer has it. */
export function shouldRevalidate() {
  return false;
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, localize } = useLanguage();
  const auth = useAuth();
  const { newEmail } = loaderData;
  const result = actionData;
  const token = loaderData.token || (result?.kind === "refused" ? result.token : "");
  useSecretOutOfAddress(LINK_TOKEN_PARAM);

  // A member signed in here sees the new address at once (the account page reads it from here).
  const changedUser = result?.kind === "done" ? result.user : undefined;
  const { user: signedIn, updateUser } = auth;
  useEffect(() => {
    if (changedUser && signedIn?.id === changedUser.id && signedIn.email !== changedUser.email) updateUser(changedUser);
  }, [changedUser, signedIn, updateUser]);

  let content;
  if (result?.kind === "done") {
    content = (
      <LinkOutcome title={t("confirmEmail.doneTitle")} focus linkLabel="reset.toAccount">
        <FormNotice kind="success">{result.message}</FormNotice>
      </LinkOutcome>
    );
  } else if (result?.kind === "taken") {
    content = (
      <LinkOutcome title={t("confirmEmail.takenTitle")} focus linkLabel="reset.toAccount">
        <FormNotice kind="error">{result.error}</FormNotice>
      </LinkOutcome>
    );
  } else if (!token || result?.kind === "spent") {
    content = (
      <LinkOutcome title={t("reset.invalidTitle")} focus={result !== undefined} linkLabel="reset.askAgain">
        <p className="text-center text-ink-300">{t("confirmEmail.invalidText")}</p>
      </LinkOutcome>
    );
  } else {
    content = (
      <LinkConfirmForm
        action={localize(PATHS.confirmEmail)}
        title={t("confirmEmail.title")}
        intro={t("confirmEmail.intro")}
        addressLabel={t("confirmEmail.newEmail")}
        address={newEmail}
        token={token}
        error={result?.kind === "refused" ? result.error : undefined}
        button={t("confirmEmail.confirm")}
      />
    );
  }

  return <LinkPage>{content}</LinkPage>;
}

export { PageError as ErrorBoundary } from "~/components/page-error";
