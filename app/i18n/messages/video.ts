export const videoEn = {
  "video.play": "Play video: {title}",
  "video.notice": "Playing loads the video from {provider}, which then receives your IP address and may set cookies.",
  "video.noticeShort": "Loads from {provider}.",
  "video.remembered": "Your choice is remembered in this browser.",
  "video.privacyLink": "Privacy policy",
} as const;

export const videoDe: Record<keyof typeof videoEn, string> = {
  "video.play": "Video abspielen: {title}",
  "video.notice":
    "Beim Abspielen wird das Video von {provider} geladen; dabei erhält {provider} deine IP-Adresse und kann Cookies setzen.",
  "video.noticeShort": "Wird von {provider} geladen.",
  "video.remembered": "Deine Entscheidung wird in diesem Browser gespeichert.",
  "video.privacyLink": "Datenschutzerklärung",
};
