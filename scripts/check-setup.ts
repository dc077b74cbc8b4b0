// `npm run check-setup`: what the owner must still provide before going live
// (shared/setup-check.ts). Reads the server's settings from the environment, so run it as
// the server runs: `set -a; . /etc/profit-scout.env; set +a; npm run check-setup`.
import { describeSetupItems, openSetupItems } from "../shared/setup-check";

const items = openSetupItems(process.env);
if (items.length === 0) {
  console.log("Setup complete: no placeholder and no missing setting left.");
} else {
  console.log(`Still to provide before going live: ${items.length}\n`);
  for (const line of describeSetupItems(items)) console.log(line);
  process.exitCode = 1;
}
