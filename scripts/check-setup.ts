// `npm run check-setup`: what the owner must still provide before going live
// (shared/setup-check.ts). Reads the owner's settings file as the build does
// (config/site.json, or the file SITE_SETTINGS names) and the server's settings from the
// environment, so run it as the server runs:
// `set -a; . /etc/profit-scout.env; set +a; npm run check-setup`.
import { OwnerSettingsError } from "../shared/owner-settings.ts";
import { loadOwnerSettings } from "./owner-settings.ts";

let settings;
try {
  settings = loadOwnerSettings();
} catch (error) {
  if (!(error instanceof OwnerSettingsError)) throw error;
  // The file cannot be used: say where and why, in the build's words.
  console.error(error.message);
  process.exit(1);
}
// Imported only now: the site's modules read the same file when they load.
const { describeSetupItems, openSetupItems } = await import("../shared/setup-check.ts");
const items = openSetupItems(process.env, settings);
if (items.length === 0) {
  console.log("Setup complete: no placeholder and no missing setting left.");
} else {
  console.log(`Still to provide before going live: ${items.length}\n`);
  for (const line of describeSetupItems(items)) console.log(line);
  process.exitCode = 1;
}
