// The demo's pages and stories (issue 23): each written as the content editor's document (RichTextDoc) per
// language and stored as the HTML the server's renderer makes of it, as POST /api/pages and /api/stories do.
import { renderRichText, type LanguageCode, type RichTextBlock, type RichTextDoc, type RichTextInline } from "@comanda/shared";
import { DEMO_COMPANY_ID } from "../lib/demo-logins.mjs";
import { sortOrderAt, t } from "./catalogue";
import type { PageData, StoryData } from "./types";

type Inline = string | RichTextInline;
const inline = (part: Inline): RichTextInline => (typeof part === "string" ? { type: "text", text: part } : part);
const bold = (text: string): RichTextInline => ({ type: "text", text, marks: [{ type: "bold" }] });
const italic = (text: string): RichTextInline => ({ type: "text", text, marks: [{ type: "italic" }] });
const link = (text: string, href: string): RichTextInline => ({ type: "text", text, marks: [{ type: "link", attrs: { href } }] });
const p = (...parts: Inline[]): RichTextBlock => ({ type: "paragraph", content: parts.map(inline) });
const h2 = (text: string): RichTextBlock => ({ type: "heading", attrs: { level: 2 }, content: [inline(text)] });
const items = (list: Inline[]) => list.map((item) => ({ type: "listItem" as const, content: [p(item)] }));
const ul = (...list: Inline[]): RichTextBlock => ({ type: "bulletList", content: items(list) });
const ol = (...list: Inline[]): RichTextBlock => ({ type: "orderedList", content: items(list) });
const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: "doc", content });

type Docs = Record<"en" | "es" | "ca" | "de", RichTextDoc>;

/** A demo entry with the documents its HTML is rendered from. */
export interface DemoContentEntry<T> {
  id: string;
  data: T;
  documents: Partial<Record<LanguageCode, RichTextDoc>>;
}

function rendered(documents: Docs): PageData["content"] {
  return Object.fromEntries(Object.entries(documents).map(([language, document]) => [language, renderRichText(document)]));
}

const MAP = "https://www.openstreetmap.org/search?query=Carrer%20de%20Mallorca%20214%2C%20Barcelona";
const MAIL = "mailto:owner@comanda.test";
const PHONE = "tel:+34932000214";

const ABOUT: Docs = {
  en: doc(
    h2("Catalan classics since 2012"),
    p("Casa Comanda has cooked ", bold("Catalan classics"), " in the Eixample since 2012, with produce from the Boqueria market."),
    ul("Pa amb tomàquet and cured ham", "Fish suquet on Fridays", "Crema catalana, burnt at the table"),
    p("Find us at Carrer de Mallorca 214: ", link("see the map", MAP), "."),
  ),
  es: doc(
    h2("Clásicos catalanes desde 2012"),
    p("Casa Comanda cocina ", bold("clásicos catalanes"), " en el Eixample desde 2012, con producto del mercado de la Boqueria."),
    ul("Pan con tomate y jamón", "Suquet de pescado los viernes", "Crema catalana, quemada en la mesa"),
    p("Estamos en Carrer de Mallorca 214: ", link("ver el mapa", MAP), "."),
  ),
  ca: doc(
    h2("Clàssics catalans des del 2012"),
    p("Casa Comanda cuina ", bold("clàssics catalans"), " a l'Eixample des del 2012, amb producte del mercat de la Boqueria."),
    ul("Pa amb tomàquet i pernil", "Suquet de peix els divendres", "Crema catalana, cremada a taula"),
    p("Som al Carrer de Mallorca 214: ", link("mira el mapa", MAP), "."),
  ),
  de: doc(
    h2("Katalanische Klassiker seit 2012"),
    p("Casa Comanda kocht seit 2012 ", bold("katalanische Klassiker"), " im Eixample, mit Zutaten vom Boqueria-Markt."),
    ul("Pa amb tomàquet mit Schinken", "Fisch-Suquet am Freitag", "Crema catalana, am Tisch flambiert"),
    p("Sie finden uns in der Carrer de Mallorca 214: ", link("zur Karte", MAP), "."),
  ),
};

const ALLERGENS: Docs = {
  en: doc(
    h2("Our allergy policy"),
    p("Every dish on the menu is marked with the ", bold("14 EU allergens"), " it may contain."),
    ol("Tell us about any allergy or intolerance when you order.", "The kitchen prepares your dish apart and checks it before it leaves.", "Ask us whenever in doubt: we would rather say no than guess."),
    p("Questions before you come? ", link("Write to us", MAIL), " or ", link("call us", PHONE), "."),
  ),
  es: doc(
    h2("Nuestra política de alergias"),
    p("Cada plato de la carta indica los ", bold("14 alérgenos de la UE"), " que puede contener."),
    ol("Avísanos de cualquier alergia o intolerancia al pedir.", "La cocina prepara tu plato aparte y lo revisa antes de servirlo.", "Pregúntanos ante cualquier duda: preferimos decir que no a adivinar."),
    p("¿Dudas antes de venir? ", link("Escríbenos", MAIL), " o ", link("llámanos", PHONE), "."),
  ),
  ca: doc(
    h2("La nostra política d'al·lèrgies"),
    p("Cada plat de la carta indica els ", bold("14 al·lèrgens de la UE"), " que pot contenir."),
    ol("Avisa'ns de qualsevol al·lèrgia o intolerància quan demanis.", "La cuina prepara el teu plat a part i el revisa abans de servir-lo.", "Pregunta'ns davant qualsevol dubte: preferim dir que no a endevinar."),
    p("Dubtes abans de venir? ", link("Escriu-nos", MAIL), " o ", link("truca'ns", PHONE), "."),
  ),
  de: doc(
    h2("Unser Umgang mit Allergien"),
    p("Jedes Gericht der Karte nennt die ", bold("14 EU-Allergene"), ", die es enthalten kann."),
    ol("Nennen Sie uns bei der Bestellung jede Allergie oder Unverträglichkeit.", "Die Küche bereitet Ihr Gericht getrennt zu und prüft es vor dem Servieren.", "Fragen Sie uns im Zweifel: Wir sagen lieber nein, als zu raten."),
    p("Fragen vor Ihrem Besuch? ", link("Schreiben Sie uns", MAIL), " oder ", link("rufen Sie an", PHONE), "."),
  ),
};

const CALCOTS: Docs = {
  en: doc(
    h2("Calçot season is here"),
    p("From January to March we grill calçots with ", italic("romesco"), " every weekend. The calçotada menu:"),
    ul("Calçots from Valls with romesco sauce", "Grilled lamb and botifarra", "Crema catalana"),
    p(link("Book a table", PHONE), ": calçots are grilled to order and eaten on the spot, so they are not sold for takeaway."),
  ),
  es: doc(
    h2("Llega la temporada de calçots"),
    p("De enero a marzo asamos calçots con ", italic("romesco"), " cada fin de semana. El menú de calçotada:"),
    ul("Calçots de Valls con salsa romesco", "Cordero y butifarra a la brasa", "Crema catalana"),
    p(link("Reserva mesa", PHONE), ": los calçots se asan al momento y se comen aquí, así que no los servimos para llevar."),
  ),
  ca: doc(
    h2("Arriba la temporada de calçots"),
    p("De gener a març fem calçots amb ", italic("romesco"), " cada cap de setmana. El menú de calçotada:"),
    ul("Calçots de Valls amb salsa romesco", "Xai i botifarra a la brasa", "Crema catalana"),
    p(link("Reserva taula", PHONE), ": els calçots es couen al moment i es mengen aquí, per això no en servim per emportar."),
  ),
  de: doc(
    h2("Die Calçot-Saison ist da"),
    p("Von Januar bis März grillen wir jedes Wochenende Calçots mit ", italic("Romesco"), ". Das Calçotada-Menü:"),
    ul("Calçots aus Valls mit Romesco-Sauce", "Lamm und Botifarra vom Grill", "Crema catalana"),
    p(link("Tisch reservieren", PHONE), ": Calçots werden frisch gegrillt und hier gegessen, darum gibt es sie nicht zum Mitnehmen."),
  ),
};

/** The story the takeaway zone leaves out (demoZones: its storiesVisibilityConfig). */
export const DINE_IN_STORY_ID = "story-calcots";

export function demoContent(): { pages: DemoContentEntry<PageData>[]; stories: DemoContentEntry<StoryData>[] } {
  const c = DEMO_COMPANY_ID;
  return {
    pages: [
      {
        id: "page-about",
        documents: ABOUT,
        data: { companyId: c, name: "About us", sortOrder: sortOrderAt(0), showInNavigation: true, picture: null, title: t("About us", "Quiénes somos", "Qui som", "Über uns"), content: rendered(ABOUT) },
      },
      {
        id: "page-allergens",
        documents: ALLERGENS,
        data: { companyId: c, name: "Allergy policy", sortOrder: sortOrderAt(1), showInNavigation: true, picture: null, title: t("Allergy policy", "Política de alergias", "Política d'al·lèrgies", "Allergien"), content: rendered(ALLERGENS) },
      },
    ],
    stories: [
      {
        id: DINE_IN_STORY_ID,
        documents: CALCOTS,
        data: { companyId: c, name: "Calçot season", sortOrder: sortOrderAt(0), showInNavigation: false, picture: null, title: t("Calçot season is here", "Llega la temporada de calçots", "Arriba la temporada de calçots", "Die Calçot-Saison ist da"), content: rendered(CALCOTS) },
      },
    ],
  };
}
