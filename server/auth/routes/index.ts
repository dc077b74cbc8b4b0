import type { RouteTable } from "../../api/app";
import type { ApiDependencies } from "../../api/dependencies";
import { changePassword, deleteAccount, exportData, logoutEverywhere, updateProfile } from "./account";
import { checkAddressConfirm, confirmAddress, requestAddressConfirm } from "./address-confirm";
import { checkEmailChange, confirmEmailChange, requestEmailChange } from "./email-change";
import { login } from "./login";
import { logout } from "./logout";
import { me } from "./me";
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from "./password-reset";
import { refresh } from "./refresh";
import { register } from "./register";
import { disableSecondFactor, enableSecondFactor, setUpSecondFactor } from "./second-factor";

/** The member's account, mounted at /api/auth. */
export function authRoutes(deps: ApiDependencies): RouteTable {
  return [
    ["/register", { POST: register(deps) }],
    ["/login", { POST: login(deps) }],
    ["/me", { GET: me(deps), PATCH: updateProfile(deps), DELETE: deleteAccount(deps) }],
    ["/me/export", { GET: exportData(deps) }],
    ["/password", { POST: changePassword(deps) }],
    ["/refresh", { POST: refresh(deps) }],
    ["/logout", { POST: logout(deps) }],
    ["/logout-everywhere", { POST: logoutEverywhere(deps) }],
    ["/password-reset", { POST: requestPasswordReset(deps) }],
    ["/password-reset/check", { POST: checkPasswordReset(deps) }],
    ["/password-reset/confirm", { POST: confirmPasswordReset(deps) }],
    ["/email-change", { POST: requestEmailChange(deps) }],
    ["/email-change/check", { POST: checkEmailChange(deps) }],
    ["/email-change/confirm", { POST: confirmEmailChange(deps) }],
    ["/email-confirm", { POST: requestAddressConfirm(deps) }],
    ["/email-confirm/check", { POST: checkAddressConfirm(deps) }],
    ["/email-confirm/confirm", { POST: confirmAddress(deps) }],
    ["/second-factor/setup", { POST: setUpSecondFactor(deps) }],
    ["/second-factor/enable", { POST: enableSecondFactor(deps) }],
    ["/second-factor/disable", { POST: disableSecondFactor(deps) }],
  ];
}
