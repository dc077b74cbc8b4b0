// The owner's settings, checked (scripts/owner-settings.ts). A build puts the values in
// place of this module; only where no build runs (tsx scripts, Playwright's tests) is the
// file read here, when the module is first imported.
import { loadOwnerSettings } from "./owner-settings.ts";

// One export per part, as the build's module has them (owner-settings.ts, asModule).
const settings = loadOwnerSettings();
export const {
  site,
  claims,
  company,
  dataProtection,
  checkout,
  mail,
  groupChat,
  reviews,
  charting,
  tradingBot,
  video,
  testimonials,
  lessonVideos,
} = settings;
// The fields read on their own (asModule names them: part and field).
export const companyName = settings.company.name;
export const companyEmail = settings.company.email;
