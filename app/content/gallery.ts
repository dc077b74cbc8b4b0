/**
 * The pictures of the About page's gallery (docs/decisions/008-own-artwork.md). Each is
 * drawn as an SVG in assets-src/gallery/ and rendered by scripts/build-images.mjs to
 * /images/gallery/{id}-{width}.{avif,webp} for every width in GALLERY_WIDTHS. Width and
 * height are the intrinsic size (3:2), so the layout never shifts while loading.
 */
export interface GalleryImage {
  id: string;
  width: number;
  height: number;
  alt: { en: string; de: string };
}

/** Rendered widths; must match GALLERY_WIDTHS in scripts/build-images.mjs. */
export const GALLERY_WIDTHS = [640, 1280] as const;

export const GALLERY_IMAGES: GalleryImage[] = [
  {
    id: "event-01",
    width: 1500,
    height: 1000,
    alt: {
      en: "Conference stage: a speaker in a white blazer explains a Bitcoin chart with buy and sell signals on a large LED wall, seen over the heads of the audience",
      de: "Konferenzbühne: Eine Referentin im weißen Blazer erklärt auf einer großen LED-Wand einen Bitcoin-Chart mit Kauf- und Verkaufssignalen, im Vordergrund die Köpfe des Publikums",
    },
  },
  {
    id: "event-02",
    width: 1500,
    height: 1000,
    alt: {
      en: "A packed hall seen from the back rows: attendees, some holding up their phones, follow a talk under orange stage lights",
      de: "Ein voller Saal, von den hinteren Reihen aus gesehen: Die Teilnehmenden, manche mit erhobenem Handy, verfolgen einen Vortrag unter orangefarbenem Bühnenlicht",
    },
  },
  {
    id: "event-03",
    width: 1500,
    height: 1000,
    alt: {
      en: "Workshop in a bright seminar room: participants with laptops at a long table while Marco Berger points to a candlestick chart on the wall screen",
      de: "Workshop in einem hellen Seminarraum: Teilnehmende mit Laptops an einem langen Tisch, während Marco Berger auf einen Kerzenchart am Wandbildschirm zeigt",
    },
  },
  {
    id: "event-04",
    width: 1500,
    height: 1000,
    alt: {
      en: "Evening meetup in a Berlin loft: guests with drinks talk under string lights, the TV tower visible through the factory windows",
      de: "Abendliches Meetup in einem Berliner Loft: Gäste mit Getränken unterhalten sich unter Lichterketten, durch die Fabrikfenster ist der Fernsehturm zu sehen",
    },
  },
  {
    id: "event-05",
    width: 1500,
    height: 1000,
    alt: {
      en: "Panel discussion: four guests in lounge chairs on stage, among them Marco Berger with a microphone, a moderator with a tablet at the side",
      de: "Podiumsdiskussion: vier Gäste in Loungesesseln auf der Bühne, darunter Marco Berger mit Mikrofon, seitlich ein Moderator mit Tablet",
    },
  },
  {
    id: "event-06",
    width: 1500,
    height: 1000,
    alt: {
      en: "Coffee break in a sunny foyer: attendees talk in small groups around bistro tables while a barista makes espresso at the Profit Scout counter",
      de: "Kaffeepause in einem sonnigen Foyer: Teilnehmende unterhalten sich in kleinen Gruppen an Stehtischen, ein Barista bereitet an der Profit-Scout-Theke Espresso zu",
    },
  },
  {
    id: "event-07",
    width: 1500,
    height: 1000,
    alt: {
      en: "Team photo: six members of the Profit Scout team in front of the illuminated logo, two of them in orange team shirts",
      de: "Teamfoto: sechs Mitglieder des Profit-Scout-Teams vor dem beleuchteten Logo, zwei davon in orangefarbenen Team-Shirts",
    },
  },
  {
    id: "event-08",
    width: 1500,
    height: 1000,
    alt: {
      en: "Marco Berger speaks into a microphone on stage, behind him a large screen with a rising chart",
      de: "Marco Berger spricht auf der Bühne ins Mikrofon, hinter ihm ein großer Bildschirm mit steigendem Chart",
    },
  },
  {
    id: "event-09",
    width: 1500,
    height: 1000,
    alt: {
      en: "Strategy session at the whiteboard: a trader marks support and resistance levels on a hand-drawn price chart while three team members follow from the table",
      de: "Strategie-Session am Whiteboard: Eine Traderin markiert Unterstützungs- und Widerstandszonen in einem handgezeichneten Kursverlauf, drei Teammitglieder verfolgen es vom Tisch aus",
    },
  },
  {
    id: "event-10",
    width: 1500,
    height: 1000,
    alt: {
      en: "Live trading session in a darkened room: two traders in front of a wall of six monitors with charts and an order book, a camera streams the session",
      de: "Live-Trading-Session in einem abgedunkelten Raum: ein Trader und eine Traderin vor einer Wand aus sechs Monitoren mit Charts und Orderbuch, eine Kamera überträgt die Session",
    },
  },
  {
    id: "event-11",
    width: 1500,
    height: 1000,
    alt: {
      en: "Award celebration: Marco Berger lifts a trophy on stage, surrounded by the cheering team, while confetti rains down on the audience",
      de: "Preisverleihung: Marco Berger hält auf der Bühne einen Pokal in die Höhe, umringt vom jubelnden Team, während Konfetti auf das Publikum regnet",
    },
  },
  {
    id: "event-12",
    width: 1500,
    height: 1000,
    alt: {
      en: "Summer party on a rooftop terrace at sunset: guests with drinks on a wooden deck under string lights, the Berlin skyline with the TV tower behind them",
      de: "Sommerfest auf einer Dachterrasse bei Sonnenuntergang: Gäste mit Getränken auf einem Holzdeck unter Lichterketten, dahinter die Berliner Skyline mit dem Fernsehturm",
    },
  },
  {
    id: "event-13",
    width: 1500,
    height: 1000,
    alt: {
      en: "Community dinner at a long candlelit table in a restaurant with brick walls, one guest raising his glass for a toast",
      de: "Community-Dinner an einer langen Tafel bei Kerzenlicht in einem Restaurant mit Backsteinwänden, ein Gast erhebt sein Glas zu einem Toast",
    },
  },
];
