export const contentEn = {
  "content.toc": "Contents",
  "startChat.join": "Join the {provider} group",
  "startChat.languageNote": "You will join the English-speaking group.",
} as const;

export const contentDe: Record<keyof typeof contentEn, string> = {
  "content.toc": "Inhalt",
  "startChat.join": "Der {provider}-Gruppe beitreten",
  "startChat.languageNote": "Du trittst der deutschsprachigen Gruppe bei.",
};
