export const aboutEn = {
  "about.title": "About us: the team and community behind Profit Scout",
  "about.description":
    "Since {foundedYear} we have been building trading algorithms for Bitcoin and altcoins. Meet the team, our mission and the community at our events.",
  "about.eyebrow": "About us",
  "about.heading": "We build the tools we wanted when we started trading",
  "about.intro": "Profit Scout began in {foundedYear} as a spreadsheet of Bitcoin cycle signals shared among friends.",
  "about.dailyTraders": "Today an average of {count} traders use our algorithms every day.",
  "about.mission.title": "Our mission",
  "about.mission.text1":
    "Most traders lose money because they act on emotion: they buy the euphoria and sell the panic. We believe clear rules beat gut feeling. That is why every one of our tools turns market data into simple, testable signals – and why we publish every signal in real time.",
  "about.mission.text2":
    "We made all tools free because the community is what makes them better. More traders mean more feedback, better settings and a stronger group chat for everyone.",
  "about.values.title": "What we stand for",
  "about.values.transparency.title": "Transparency",
  "about.values.transparency.text":
    "Every live signal since {liveSignalsSince} is documented. We show losing trades, too.",
  "about.values.education.title": "Education first",
  "about.values.education.text": "Understand the tool before you use it: the course explains every setting.",
  "about.values.risk.title": "Respect for risk",
  "about.values.risk.text": "No promises of profit. We talk openly about drawdowns and the risk of total loss.",
  "about.founder.title": "Meet your instructor",
  "about.founder.name": "Marco Berger",
  "about.founder.role": "Founder and head of research",
  "about.founder.text":
    "Marco has traded crypto since 2016 and developed the first version of Bitcoin Profit Scout in {foundedYear}. He records the video course himself and answers questions in the group chat.",
  "about.founder.photo": "Portrait of Marco Berger",
  "about.gallery.title": "Our community at events",
  "about.gallery.intro":
    "Meetups, workshops and conferences: impressions from the last years. Select a picture to enlarge it.",
  "about.gallery.open": "Enlarge picture {number} of {total}: {alt}",
  "lightbox.label": "Picture {number} of {total}",
  "lightbox.close": "Close",
  "lightbox.previous": "Previous picture",
  "lightbox.next": "Next picture",
} as const;

export const aboutDe: Record<keyof typeof aboutEn, string> = {
  "about.title": "Über uns: Team und Community hinter Profit Scout",
  "about.description":
    "Seit {foundedYear} entwickeln wir Trading-Algorithmen für Bitcoin und Altcoins. Lerne das Team, unsere Mission und die Community auf unseren Events kennen.",
  "about.eyebrow": "Über uns",
  "about.heading": "Wir bauen die Tools, die wir uns als Einsteiger gewünscht hätten",
  "about.intro":
    "Profit Scout begann {foundedYear} als Tabelle mit Bitcoin-Zyklussignalen, die wir unter Freunden geteilt haben.",
  "about.dailyTraders": "Heute nutzen im Schnitt {count} Trader täglich unsere Algorithmen.",
  "about.mission.title": "Unsere Mission",
  "about.mission.text1":
    "Die meisten Trader verlieren Geld, weil sie aus dem Bauch heraus handeln: Sie kaufen in der Euphorie und verkaufen in der Panik. Wir sind überzeugt, dass klare Regeln das Bauchgefühl schlagen. Deshalb übersetzt jedes unserer Tools Marktdaten in einfache, überprüfbare Signale – und deshalb veröffentlichen wir jedes Signal in Echtzeit.",
  "about.mission.text2":
    "Wir bieten alle Tools kostenlos an, weil die Community sie besser macht. Mehr Trader bedeuten mehr Feedback, bessere Einstellungen und einen lebendigeren Gruppenchat für alle.",
  "about.values.title": "Wofür wir stehen",
  "about.values.transparency.title": "Transparenz",
  "about.values.transparency.text":
    "Jedes Live-Signal seit {liveSignalsSince} ist dokumentiert – auch die Verlusttrades.",
  "about.values.education.title": "Wissen zuerst",
  "about.values.education.text": "Verstehe das Tool, bevor du es nutzt: Der Kurs erklärt jede Einstellung.",
  "about.values.risk.title": "Respekt vor dem Risiko",
  "about.values.risk.text":
    "Keine Gewinnversprechen. Wir sprechen offen über Drawdowns und das Risiko eines Totalverlusts.",
  "about.founder.title": "Dein Trainer",
  "about.founder.name": "Marco Berger",
  "about.founder.role": "Gründer und Leiter Research",
  "about.founder.text":
    "Marco tradet seit 2016 Kryptowährungen und hat {foundedYear} die erste Version des Bitcoin Profit Scout entwickelt. Er nimmt den Videokurs selbst auf und beantwortet Fragen im Gruppenchat.",
  "about.founder.photo": "Porträt von Marco Berger",
  "about.gallery.title": "Unsere Community auf Events",
  "about.gallery.intro":
    "Meetups, Workshops und Konferenzen: Eindrücke aus den letzten Jahren. Wähle ein Bild aus, um es zu vergrößern.",
  "about.gallery.open": "Bild {number} von {total} vergrößern: {alt}",
  "lightbox.label": "Bild {number} von {total}",
  "lightbox.close": "Schließen",
  "lightbox.previous": "Vorheriges Bild",
  "lightbox.next": "Nächstes Bild",
};
