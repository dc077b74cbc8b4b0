import type { Ref } from "react";
import { TextField } from "~/components/form-field";
import { useLanguage } from "~/i18n/language-provider";

/** The member's current password, asked for before a change to the account (a new password, the second factor). */
export function CurrentPasswordField({ name, ref }: { name: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useLanguage();
  return (
    <TextField
      ref={ref}
      name={name}
      label={t("account.currentPassword")}
      focus={false}
      type="password"
      autoComplete="current-password"
      required
    />
  );
}
