// The demo restaurant's catalogue: nested categories, courses, production locations, tags and about
// thirty products named and described in en, es, ca and de, with 10 % (food) and 21 % (alcohol) VAT.
import type { LocalizedText } from "@comanda/shared";
import type { CategoryData, CourseData, LocationData, ProductData, TagData, Addon, OptionBlock, CombinedSlot } from "./types";

export const t = (en: string, es: string, ca: string, de: string): LocalizedText => ({ en, es, ca, de });

/** Sort order of the n-th item of a list: first 1000, then steps of 500 (spec §4). */
export const sortOrderAt = (index: number) => 1000 + 500 * index;

type Keyed<T> = { id: string } & T;

export function categories(companyId: string): Keyed<CategoryData>[] {
  const rows: Array<[string, LocalizedText, string | null]> = [
    ["cat-starters", t("Starters", "Entrantes", "Entrants", "Vorspeisen"), null],
    ["cat-mains", t("Mains", "Principales", "Principals", "Hauptgerichte"), null],
    ["cat-meat", t("Meat", "Carne", "Carn", "Fleisch"), "cat-mains"],
    ["cat-fish", t("Fish", "Pescado", "Peix", "Fisch"), "cat-mains"],
    ["cat-desserts", t("Desserts", "Postres", "Postres", "Desserts"), null],
    ["cat-drinks", t("Drinks", "Bebidas", "Begudes", "Getränke"), null],
    ["cat-wine", t("Wine", "Vino", "Vi", "Wein"), "cat-drinks"],
    ["cat-soft-drinks", t("Soft drinks", "Refrescos", "Refrescos", "Alkoholfreie Getränke"), "cat-drinks"],
  ];
  const siblingsBefore = (index: number, parentId: string | null) => rows.slice(0, index).filter(([, , p]) => p === parentId).length;
  return rows.map(([id, name, parentId], index) => ({ id, companyId, name, parentId, sortOrder: sortOrderAt(siblingsBefore(index, parentId)) }));
}

export function courses(companyId: string): Keyed<CourseData>[] {
  return [
    { id: "course-starter", name: t("Starter", "Entrante", "Entrant", "Vorspeise") },
    { id: "course-main", name: t("Main", "Principal", "Principal", "Hauptgang") },
    { id: "course-dessert", name: t("Dessert", "Postre", "Postres", "Nachspeise") },
  ].map((c, i) => ({ ...c, companyId, sortOrder: sortOrderAt(i) }));
}

export function locations(companyId: string): Keyed<LocationData>[] {
  return [
    { id: "loc-kitchen", name: t("Kitchen", "Cocina", "Cuina", "Küche") },
    { id: "loc-bar", name: t("Bar", "Barra", "Barra", "Bar") },
  ].map((l, i) => ({ ...l, companyId, sortOrder: sortOrderAt(i) }));
}

export function tags(companyId: string): Keyed<TagData>[] {
  return [
    { id: "tag-vegetarian", name: t("vegetarian", "vegetariano", "vegetarià", "vegetarisch") },
    { id: "tag-vegan", name: t("vegan", "vegano", "vegà", "vegan") },
    { id: "tag-spicy", name: t("spicy", "picante", "picant", "scharf") },
    { id: "tag-gluten-free", name: t("gluten-free", "sin gluten", "sense gluten", "glutenfrei") },
  ].map((g, i) => ({ ...g, companyId, sortOrder: sortOrderAt(i) }));
}

const VEG = "tag-vegetarian";
const VEGAN = "tag-vegan";
const SPICY = "tag-spicy";
const GF = "tag-gluten-free";

const addon = (id: string, name: LocalizedText, price: number): Addon => ({ id, name, price });
const block = (id: string, heading: LocalizedText, values: Array<[string, LocalizedText]>): OptionBlock => ({
  id,
  heading,
  values: values.map(([valueId, name]) => ({ id: valueId, name })),
});

interface ProductSeed {
  id: string;
  categoryId: string;
  courseId: string | null;
  locationId: string;
  vat: number;
  price: number;
  tags?: string[];
  name: LocalizedText;
  description: LocalizedText;
  addons?: Addon[];
  optionBlocks?: OptionBlock[];
  weight?: number;
  productionMinutes?: number;
  hidden?: boolean;
  slots?: CombinedSlot[];
}

const FOOD = 10;
const ALCOHOL = 21;

const PRODUCTS: ProductSeed[] = [
  // Starters
  {
    id: "prod-bravas", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 6.5, tags: [VEG, SPICY, GF],
    name: t("Patatas bravas", "Patatas bravas", "Patates braves", "Patatas bravas"),
    description: t("Fried potatoes with spicy brava sauce and garlic aioli.", "Patatas fritas con salsa brava picante y alioli.", "Patates fregides amb salsa brava picant i allioli.", "Frittierte Kartoffeln mit scharfer Brava-Sauce und Knoblauch-Aioli."),
    optionBlocks: [block("sauce", t("Sauce", "Salsa", "Salsa", "Sauce"), [["brava", t("Brava", "Brava", "Brava", "Brava")], ["aioli", t("Aioli", "Alioli", "Allioli", "Aioli")], ["both", t("Both", "Las dos", "Les dues", "Beide")]])],
  },
  {
    id: "prod-pan-tomate", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 3.9, tags: [VEG, VEGAN],
    name: t("Bread with tomato", "Pan con tomate", "Pa amb tomàquet", "Brot mit Tomate"),
    description: t("Toasted country bread rubbed with ripe tomato, olive oil and salt.", "Pan de payés tostado con tomate maduro, aceite de oliva y sal.", "Pa de pagès torrat amb tomàquet madur, oli d'oliva i sal.", "Geröstetes Landbrot mit reifer Tomate, Olivenöl und Salz."),
  },
  {
    id: "prod-croquetas", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 8.5,
    name: t("Ham croquettes", "Croquetas de jamón", "Croquetes de pernil", "Schinkenkroketten"),
    description: t("Six creamy Iberian ham croquettes.", "Seis croquetas cremosas de jamón ibérico.", "Sis croquetes cremoses de pernil ibèric.", "Sechs cremige Kroketten mit iberischem Schinken."),
  },
  {
    id: "prod-padron", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 7, tags: [VEGAN, GF, SPICY],
    name: t("Padrón peppers", "Pimientos de Padrón", "Pebrots de Padrón", "Padrón-Paprika"),
    description: t("Blistered green peppers with sea salt; some are hot, some are not.", "Pimientos verdes fritos con sal en escamas; unos pican y otros no.", "Pebrots verds fregits amb sal en escates; uns piquen i d'altres no.", "Gebratene grüne Paprika mit Meersalz; manche sind scharf, manche nicht."),
  },
  {
    id: "prod-escalivada", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 9.5, tags: [VEG, GF],
    name: t("Catalan roasted vegetables", "Escalivada", "Escalivada", "Katalanisches Ofengemüse"),
    description: t("Wood-roasted aubergine, pepper and onion with goat cheese.", "Berenjena, pimiento y cebolla asados a la brasa con queso de cabra.", "Albergínia, pebrot i ceba escalivats amb formatge de cabra.", "Über Holz geröstete Aubergine, Paprika und Zwiebel mit Ziegenkäse."),
  },
  {
    id: "prod-gazpacho", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 6.9, tags: [VEGAN, GF],
    name: t("Gazpacho", "Gazpacho", "Gaspatxo", "Gazpacho"),
    description: t("Chilled Andalusian tomato soup with cucumber and pepper.", "Sopa fría andaluza de tomate con pepino y pimiento.", "Sopa freda andalusa de tomàquet amb cogombre i pebrot.", "Kalte andalusische Tomatensuppe mit Gurke und Paprika."),
  },
  {
    id: "prod-calamares", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 10.5,
    name: t("Fried squid rings", "Calamares a la romana", "Calamars a la romana", "Frittierte Tintenfischringe"),
    description: t("Crispy battered squid with lemon and aioli.", "Calamares rebozados y crujientes con limón y alioli.", "Calamars arrebossats i cruixents amb llimona i allioli.", "Knusprig panierter Tintenfisch mit Zitrone und Aioli."),
  },
  {
    id: "prod-cheese-board", categoryId: "cat-starters", courseId: "course-starter", locationId: "loc-kitchen", vat: FOOD, price: 14, tags: [VEG],
    name: t("Cheese board", "Tabla de quesos", "Taula de formatges", "Käseplatte"),
    description: t("Four Catalan and Spanish cheeses with nuts and crackers.", "Cuatro quesos catalanes y españoles con frutos secos y picos.", "Quatre formatges catalans i espanyols amb fruits secs i crackers.", "Vier katalanische und spanische Käse mit Nüssen und Crackern."),
    addons: [addon("extra-bread", t("Extra bread", "Pan extra", "Pa extra", "Extra Brot"), 1.5), addon("quince", t("Quince jelly", "Membrillo", "Codonyat", "Quittengelee"), 1)],
  },
  // Mains: meat
  {
    id: "prod-entrecote", categoryId: "cat-meat", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 22.5, tags: [GF], weight: 450,
    name: t("Beef entrecôte 250 g", "Entrecot de ternera 250 g", "Entrecot de vedella 250 g", "Rinder-Entrecôte 250 g"),
    description: t("Grilled beef entrecôte with roast potatoes and peppers.", "Entrecot a la brasa con patatas asadas y pimientos.", "Entrecot a la brasa amb patates al forn i pebrots.", "Gegrilltes Rinder-Entrecôte mit Ofenkartoffeln und Paprika."),
    optionBlocks: [block("doneness", t("Cooking", "Punto", "Punt", "Garstufe"), [["rare", t("Rare", "Poco hecho", "Poc fet", "Blutig")], ["medium", t("Medium", "Al punto", "Al punt", "Medium")], ["well-done", t("Well done", "Muy hecho", "Molt fet", "Durchgebraten")]])],
    addons: [addon("pepper-sauce", t("Pepper sauce", "Salsa de pimienta", "Salsa de pebre", "Pfeffersauce"), 2), addon("roquefort-sauce", t("Roquefort sauce", "Salsa roquefort", "Salsa rocafort", "Roquefortsauce"), 2.5)],
  },
  {
    id: "prod-chicken-skewers", categoryId: "cat-meat", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 14.9, tags: [GF],
    name: t("Chicken skewers with romesco", "Brochetas de pollo con romesco", "Broquetes de pollastre amb romesco", "Hähnchenspieße mit Romesco"),
    description: t("Marinated chicken skewers with romesco sauce and salad.", "Brochetas de pollo marinado con salsa romesco y ensalada.", "Broquetes de pollastre marinat amb salsa romesco i amanida.", "Marinierte Hähnchenspieße mit Romesco-Sauce und Salat."),
  },
  {
    id: "prod-lamb", categoryId: "cat-meat", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 21, tags: [GF], productionMinutes: 25,
    name: t("Slow-roasted lamb shoulder", "Paletilla de cordero al horno", "Espatlla de xai al forn", "Langsam geschmorte Lammschulter"),
    description: t("Lamb shoulder roasted for six hours with rosemary and garlic.", "Paletilla asada seis horas con romero y ajo.", "Espatlla rostida sis hores amb romaní i all.", "Sechs Stunden mit Rosmarin und Knoblauch geschmorte Lammschulter."),
  },
  {
    id: "prod-botifarra", categoryId: "cat-meat", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 13.5, tags: [GF],
    name: t("Catalan sausage with white beans", "Butifarra con judías", "Botifarra amb mongetes", "Katalanische Wurst mit weißen Bohnen"),
    description: t("Grilled botifarra with sautéed white beans.", "Butifarra a la brasa con judías blancas salteadas.", "Botifarra a la brasa amb mongetes del ganxet saltejades.", "Gegrillte Botifarra mit gebratenen weißen Bohnen."),
  },
  {
    id: "prod-burger", categoryId: "cat-meat", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 15.5,
    name: t("Comanda burger", "Hamburguesa Comanda", "Hamburguesa Comanda", "Comanda-Burger"),
    description: t("Beef burger with caramelised onion, tomato and lettuce in a brioche bun.", "Hamburguesa de ternera con cebolla caramelizada, tomate y lechuga en pan brioche.", "Hamburguesa de vedella amb ceba caramel·litzada, tomàquet i enciam en pa brioix.", "Rindfleisch-Burger mit karamellisierten Zwiebeln, Tomate und Salat im Brioche-Brötchen."),
    addons: [
      addon("cheese", t("Cheese", "Queso", "Formatge", "Käse"), 1.5),
      addon("bacon", t("Bacon", "Beicon", "Bacó", "Speck"), 2),
      addon("egg", t("Fried egg", "Huevo frito", "Ou ferrat", "Spiegelei"), 1.5),
    ],
    optionBlocks: [block("side", t("Side", "Acompañamiento", "Acompanyament", "Beilage"), [["fries", t("Fries", "Patatas fritas", "Patates fregides", "Pommes frites")], ["salad", t("Salad", "Ensalada", "Amanida", "Salat")]])],
  },
  // Mains: fish
  {
    id: "prod-sea-bass", categoryId: "cat-fish", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 19.5, tags: [GF],
    name: t("Grilled sea bass", "Lubina a la plancha", "Llobarro a la planxa", "Gegrillter Wolfsbarsch"),
    description: t("Sea bass fillet with grilled vegetables and olive oil.", "Filete de lubina con verduras a la plancha y aceite de oliva.", "Filet de llobarro amb verdures a la planxa i oli d'oliva.", "Wolfsbarschfilet mit gegrilltem Gemüse und Olivenöl."),
  },
  {
    id: "prod-paella", categoryId: "cat-fish", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 18.9, tags: [GF], productionMinutes: 30,
    name: t("Seafood paella", "Paella de marisco", "Paella de marisc", "Meeresfrüchte-Paella"),
    description: t("Saffron rice with prawns, mussels and squid (per person, minimum two).", "Arroz con azafrán, gambas, mejillones y calamar (por persona, mínimo dos).", "Arròs amb safrà, gambes, musclos i calamar (per persona, mínim dues).", "Safranreis mit Garnelen, Muscheln und Tintenfisch (pro Person, ab zwei)."),
  },
  {
    id: "prod-black-rice", categoryId: "cat-fish", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 17.9, productionMinutes: 30,
    name: t("Black rice with cuttlefish", "Arroz negro con sepia", "Arròs negre amb sípia", "Schwarzer Reis mit Sepia"),
    description: t("Rice cooked in squid ink with cuttlefish and aioli.", "Arroz en su tinta con sepia y alioli.", "Arròs amb tinta, sípia i allioli.", "In Tintenfischtinte gekochter Reis mit Sepia und Aioli."),
  },
  {
    id: "prod-cod", categoryId: "cat-fish", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 18.5, tags: [GF],
    name: t("Cod with samfaina", "Bacalao con samfaina", "Bacallà amb samfaina", "Kabeljau mit Samfaina"),
    description: t("Salt cod confit on a Catalan ratatouille.", "Bacalao confitado sobre samfaina catalana.", "Bacallà confitat sobre samfaina.", "Konfierter Kabeljau auf katalanischem Ratatouille."),
  },
  // Mains without a sub-category
  {
    id: "prod-veg-paella", categoryId: "cat-mains", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 15.9, tags: [VEGAN, GF], productionMinutes: 30,
    name: t("Vegetable paella", "Paella de verduras", "Paella de verdures", "Gemüse-Paella"),
    description: t("Saffron rice with artichokes, green beans and peppers.", "Arroz con azafrán, alcachofas, judías verdes y pimientos.", "Arròs amb safrà, carxofes, mongetes tendres i pebrots.", "Safranreis mit Artischocken, grünen Bohnen und Paprika."),
  },
  {
    id: "prod-chickpea-stew", categoryId: "cat-mains", courseId: "course-main", locationId: "loc-kitchen", vat: FOOD, price: 12.9, tags: [VEGAN, GF, SPICY],
    name: t("Spinach and chickpea stew", "Garbanzos con espinacas", "Cigrons amb espinacs", "Kichererbsen-Spinat-Eintopf"),
    description: t("Andalusian chickpeas with spinach, cumin and smoked paprika.", "Garbanzos a la andaluza con espinacas, comino y pimentón.", "Cigrons a l'andalusa amb espinacs, comí i pebre vermell fumat.", "Andalusische Kichererbsen mit Spinat, Kreuzkümmel und geräuchertem Paprika."),
  },
  // Desserts
  {
    id: "prod-crema-catalana", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-kitchen", vat: FOOD, price: 5.9, tags: [VEG, GF],
    name: t("Crema catalana", "Crema catalana", "Crema catalana", "Crema catalana"),
    description: t("Custard with a caramelised sugar crust.", "Crema con costra de azúcar caramelizado.", "Crema cremada amb sucre caramel·litzat.", "Vanillecreme mit karamellisierter Zuckerkruste."),
  },
  {
    id: "prod-chocolate-cake", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-kitchen", vat: FOOD, price: 6.5, tags: [VEG],
    name: t("Chocolate cake", "Pastel de chocolate", "Pastís de xocolata", "Schokoladenkuchen"),
    description: t("Warm dark-chocolate cake with a soft centre.", "Pastel templado de chocolate negro con corazón fundente.", "Pastís tebi de xocolata negra amb cor fos.", "Warmer Zartbitterschokoladenkuchen mit weichem Kern."),
  },
  {
    id: "prod-fruit-salad", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-kitchen", vat: FOOD, price: 5.5, tags: [VEGAN, GF],
    name: t("Fresh fruit salad", "Macedonia de fruta fresca", "Macedònia de fruita fresca", "Frischer Obstsalat"),
    description: t("Seasonal fruit with mint.", "Fruta de temporada con menta.", "Fruita de temporada amb menta.", "Obst der Saison mit Minze."),
  },
  {
    id: "prod-cheesecake", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-kitchen", vat: FOOD, price: 6.9, tags: [VEG],
    name: t("Cheesecake", "Tarta de queso", "Pastís de formatge", "Käsekuchen"),
    description: t("Baked cheesecake with red berry coulis.", "Tarta de queso al horno con coulis de frutos rojos.", "Pastís de formatge al forn amb coulis de fruits vermells.", "Gebackener Käsekuchen mit Beerensauce."),
  },
  {
    id: "prod-ice-cream", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-bar", vat: FOOD, price: 4.9, tags: [VEG, GF],
    name: t("Homemade ice cream", "Helado casero", "Gelat casolà", "Hausgemachtes Eis"),
    description: t("Two scoops of homemade ice cream.", "Dos bolas de helado casero.", "Dues boles de gelat casolà.", "Zwei Kugeln hausgemachtes Eis."),
    optionBlocks: [
      block("flavour", t("Flavour", "Sabor", "Sabor", "Sorte"), [
        ["vanilla", t("Vanilla", "Vainilla", "Vainilla", "Vanille")],
        ["chocolate", t("Chocolate", "Chocolate", "Xocolata", "Schokolade")],
        ["strawberry", t("Strawberry", "Fresa", "Maduixa", "Erdbeere")],
        ["turron", t("Turrón", "Turrón", "Torró", "Turrón")],
      ]),
    ],
  },
  {
    id: "prod-turron", categoryId: "cat-desserts", courseId: "course-dessert", locationId: "loc-kitchen", vat: FOOD, price: 5, tags: [VEG, GF], hidden: true,
    name: t("Christmas turrón", "Turrón de Navidad", "Torró de Nadal", "Weihnachts-Turrón"),
    description: t("Almond nougat, served in December only.", "Turrón de almendra, solo en diciembre.", "Torró d'ametlla, només al desembre.", "Mandelnougat, nur im Dezember."),
  },
  // Drinks: wine (21 %)
  {
    id: "prod-house-red", categoryId: "cat-wine", courseId: null, locationId: "loc-bar", vat: ALCOHOL, price: 3.8, tags: [VEGAN, GF],
    name: t("House red wine (glass)", "Vino tinto de la casa (copa)", "Vi negre de la casa (copa)", "Hausrotwein (Glas)"),
    description: t("Young red from Empordà.", "Tinto joven del Empordà.", "Negre jove de l'Empordà.", "Junger Rotwein aus dem Empordà."),
  },
  {
    id: "prod-white-glass", categoryId: "cat-wine", courseId: null, locationId: "loc-bar", vat: ALCOHOL, price: 3.8, tags: [VEGAN, GF],
    name: t("Penedès white wine (glass)", "Vino blanco del Penedès (copa)", "Vi blanc del Penedès (copa)", "Weißwein aus dem Penedès (Glas)"),
    description: t("Fresh xarel·lo white.", "Blanco fresco de xarel·lo.", "Blanc fresc de xarel·lo.", "Frischer Xarel·lo-Weißwein."),
  },
  {
    id: "prod-priorat", categoryId: "cat-wine", courseId: null, locationId: "loc-bar", vat: ALCOHOL, price: 28, tags: [VEGAN, GF], weight: 1300,
    name: t("Priorat red (bottle)", "Tinto del Priorat (botella)", "Negre del Priorat (ampolla)", "Priorat-Rotwein (Flasche)"),
    description: t("Garnacha and cariñena, aged twelve months in oak.", "Garnacha y cariñena con doce meses en barrica.", "Garnatxa i carinyena amb dotze mesos en bóta.", "Garnacha und Cariñena, zwölf Monate im Eichenfass gereift."),
  },
  {
    id: "prod-cava", categoryId: "cat-wine", courseId: null, locationId: "loc-bar", vat: ALCOHOL, price: 24, tags: [VEGAN, GF], weight: 1500,
    name: t("Cava brut nature (bottle)", "Cava brut nature (botella)", "Cava brut nature (ampolla)", "Cava Brut Nature (Flasche)"),
    description: t("Traditional-method sparkling wine from Sant Sadurní.", "Espumoso de método tradicional de Sant Sadurní.", "Escumós de mètode tradicional de Sant Sadurní.", "Schaumwein nach traditioneller Methode aus Sant Sadurní."),
  },
  // Drinks without a sub-category
  {
    id: "prod-beer", categoryId: "cat-drinks", courseId: null, locationId: "loc-bar", vat: ALCOHOL, price: 2.8,
    name: t("Draught beer", "Caña", "Canya", "Bier vom Fass"),
    description: t("A small glass of local lager.", "Cerveza de barril local.", "Cervesa de barril local.", "Ein kleines Glas lokales Lagerbier."),
  },
  // Drinks: soft drinks (10 %)
  {
    id: "prod-water", categoryId: "cat-soft-drinks", courseId: null, locationId: "loc-bar", vat: FOOD, price: 2.2, tags: [VEGAN, GF], weight: 550,
    name: t("Mineral water 50 cl", "Agua mineral 50 cl", "Aigua mineral 50 cl", "Mineralwasser 50 cl"),
    description: t("Still or sparkling.", "Con o sin gas.", "Amb gas o sense.", "Still oder mit Kohlensäure."),
    optionBlocks: [block("water", t("Water", "Agua", "Aigua", "Wasser"), [["still", t("Still", "Sin gas", "Sense gas", "Still")], ["sparkling", t("Sparkling", "Con gas", "Amb gas", "Sprudel")]])],
  },
  {
    id: "prod-orange-juice", categoryId: "cat-soft-drinks", courseId: null, locationId: "loc-bar", vat: FOOD, price: 3.9, tags: [VEGAN, GF],
    name: t("Fresh orange juice", "Zumo de naranja natural", "Suc de taronja natural", "Frisch gepresster Orangensaft"),
    description: t("Squeezed to order.", "Exprimido al momento.", "Espremut al moment.", "Frisch gepresst."),
  },
  {
    id: "prod-cola", categoryId: "cat-soft-drinks", courseId: null, locationId: "loc-bar", vat: FOOD, price: 2.8, tags: [VEGAN, GF], weight: 350,
    name: t("Cola", "Refresco de cola", "Refresc de cola", "Cola"),
    description: t("33 cl can.", "Lata de 33 cl.", "Llauna de 33 cl.", "33-cl-Dose."),
  },
  // The combined lunch menu
  {
    id: "prod-menu-del-dia", categoryId: "cat-mains", courseId: null, locationId: "loc-kitchen", vat: FOOD, price: 15.9,
    name: t("Menu of the day", "Menú del día", "Menú del dia", "Tagesmenü"),
    description: t("Starter, main and dessert of the day, weekdays at lunch.", "Primero, segundo y postre del día, mediodías entre semana.", "Primer, segon i postres del dia, migdies entre setmana.", "Vorspeise, Hauptgang und Dessert des Tages, werktags mittags."),
    slots: [
      {
        id: "slot-starter",
        name: t("Starter", "Primero", "Primer", "Vorspeise"),
        items: [
          { productId: "prod-gazpacho", correction: 0 },
          { productId: "prod-escalivada", correction: 0 },
          { productId: "prod-croquetas", correction: 1.5 },
        ],
      },
      {
        id: "slot-main",
        name: t("Main", "Segundo", "Segon", "Hauptgang"),
        items: [
          { productId: "prod-chicken-skewers", correction: 0 },
          { productId: "prod-botifarra", correction: 0 },
          { productId: "prod-veg-paella", correction: 0 },
          { productId: "prod-sea-bass", correction: 3 },
        ],
      },
      {
        id: "slot-dessert",
        name: t("Dessert", "Postre", "Postres", "Nachspeise"),
        items: [
          { productId: "prod-crema-catalana", correction: 0 },
          { productId: "prod-fruit-salad", correction: 0 },
          { productId: "prod-ice-cream", correction: 0 },
        ],
      },
    ],
  },
];

export function products(companyId: string): Keyed<ProductData>[] {
  const perCategory = new Map<string, number>();
  return PRODUCTS.map((p) => {
    const index = perCategory.get(p.categoryId) ?? 0;
    perCategory.set(p.categoryId, index + 1);
    return {
      id: p.id,
      companyId,
      sortOrder: sortOrderAt(index),
      type: p.slots ? "combined" : "regular",
      name: p.name,
      description: p.description,
      categoryId: p.categoryId,
      courseId: p.courseId,
      locationId: p.locationId,
      hidden: p.hidden ?? false,
      tags: p.tags ?? [],
      picture: null,
      price: p.price,
      vat: p.vat,
      addons: p.addons ?? [],
      slots: p.slots ?? [],
      optionBlocks: p.optionBlocks ?? [],
      productionTime: p.productionMinutes
        ? { value: p.productionMinutes, unit: "minutes", limitedToOpeningHours: true, divisibleAcrossOpeningHours: false }
        : null,
      weight: p.weight ?? null,
    };
  });
}
