// The small sample catalogue a new company gets at registration (spec §2, intro widget): two categories,
// a course and five products a restaurant would sell, named in all seven content languages (the owner may
// enable any of them later), priced, at the company's default VAT rate, each marked as sample.
import type { LanguageCode, LocalizedText } from "../languages";
import type { CategoryData } from "../entities/category";
import type { CourseData } from "../entities/course";
import type { Allergen, ProductData } from "../entities/product";
import type { SampleMarker } from "../entities/sample";
import { markedAsSample } from "./fingerprint";

type Texts = Record<LanguageCode, string>;

const FOOD: Texts = { de: "Speisen", en: "Food", es: "Comida", ca: "Menjar", fr: "Plats", nl: "Gerechten", zh: "餐点" };
const DRINKS: Texts = { de: "Getränke", en: "Drinks", es: "Bebidas", ca: "Begudes", fr: "Boissons", nl: "Dranken", zh: "饮品" };
const MAIN_COURSE: Texts = { de: "Hauptgang", en: "Main course", es: "Plato principal", ca: "Plat principal", fr: "Plat principal", nl: "Hoofdgerecht", zh: "主菜" };
const EXTRA_CHEESE: Texts = { de: "Extra Käse", en: "Extra cheese", es: "Queso extra", ca: "Formatge extra", fr: "Supplément fromage", nl: "Extra kaas", zh: "加奶酪" };

interface SampleProductText {
  name: Texts;
  description?: Texts;
  price: number;
  category: "food" | "drinks";
  allergens: Allergen[];
  extraCheese?: boolean;
}

const PRODUCTS: readonly SampleProductText[] = [
  {
    name: { de: "Pizza Margherita", en: "Margherita pizza", es: "Pizza margarita", ca: "Pizza margarida", fr: "Pizza margherita", nl: "Pizza margherita", zh: "玛格丽特披萨" },
    description: {
      de: "Tomate, Mozzarella und frisches Basilikum",
      en: "Tomato, mozzarella and fresh basil",
      es: "Tomate, mozzarella y albahaca fresca",
      ca: "Tomàquet, mozzarella i alfàbrega fresca",
      fr: "Tomate, mozzarella et basilic frais",
      nl: "Tomaat, mozzarella en verse basilicum",
      zh: "番茄、马苏里拉奶酪和新鲜罗勒",
    },
    price: 9.5,
    category: "food",
    allergens: ["gluten", "milk"],
    extraCheese: true,
  },
  {
    name: { de: "Caesar Salad", en: "Caesar salad", es: "Ensalada César", ca: "Amanida César", fr: "Salade César", nl: "Caesarsalade", zh: "凯撒沙拉" },
    description: {
      de: "Römersalat, Parmesan, Croûtons und Caesar-Dressing",
      en: "Romaine lettuce, parmesan, croutons and Caesar dressing",
      es: "Lechuga romana, parmesano, picatostes y salsa César",
      ca: "Enciam romà, parmesà, crostons i salsa César",
      fr: "Laitue romaine, parmesan, croûtons et sauce César",
      nl: "Romeinse sla, Parmezaanse kaas, croutons en caesardressing",
      zh: "罗马生菜、帕尔马干酪、面包丁和凯撒酱",
    },
    price: 8.5,
    category: "food",
    allergens: ["gluten", "eggs", "milk", "fish"],
  },
  {
    name: { de: "Burger mit Pommes", en: "Burger with fries", es: "Hamburguesa con patatas fritas", ca: "Hamburguesa amb patates fregides", fr: "Burger et frites", nl: "Burger met friet", zh: "汉堡配薯条" },
    price: 12.9,
    category: "food",
    allergens: ["gluten", "sesame", "mustard"],
  },
  {
    name: { de: "Hausgemachte Limonade", en: "Homemade lemonade", es: "Limonada casera", ca: "Llimonada casolana", fr: "Citronnade maison", nl: "Huisgemaakte limonade", zh: "自制柠檬水" },
    price: 3.2,
    category: "drinks",
    allergens: [],
  },
  {
    name: { de: "Espresso", en: "Espresso", es: "Café solo", ca: "Cafè sol", fr: "Expresso", nl: "Espresso", zh: "意式浓缩咖啡" },
    price: 1.8,
    category: "drinks",
    allergens: [],
  },
];

export type Sampled<T> = T & Required<SampleMarker>;

export interface SampleCatalogue {
  categories: { id: string; data: Sampled<CategoryData> }[];
  courses: { id: string; data: Sampled<CourseData> }[];
  products: { id: string; data: Sampled<ProductData> }[];
}

export const SAMPLE_CATALOGUE_SIZE = { categories: 2, courses: 1, products: PRODUCTS.length } as const;

const text = (texts: Texts): LocalizedText => ({ ...texts });

/**
 * The sample documents of a company. `newId` gives each a document id (the server's Firestore ids);
 * `vat` is the company's default VAT rate, so that the products pass the product rules.
 */
export function sampleCatalogue(companyId: string, vat: number, newId: (collection: "categories" | "courses" | "products") => string): SampleCatalogue {
  const foodId = newId("categories");
  const drinksId = newId("categories");
  const courseId = newId("courses");
  const categories = [
    { id: foodId, data: markedAsSample<CategoryData>({ companyId, name: text(FOOD), sortOrder: 1000, parentId: null }) },
    { id: drinksId, data: markedAsSample<CategoryData>({ companyId, name: text(DRINKS), sortOrder: 1500, parentId: null }) },
  ];
  const courses = [{ id: courseId, data: markedAsSample<CourseData>({ companyId, name: text(MAIN_COURSE), sortOrder: 1000 }) }];
  // Every field the product editor writes, in the form it writes them, so that opening a sample in the
  // editor and saving it unchanged leaves it a sample.
  const products = PRODUCTS.map((p, index) => {
    const food = p.category === "food";
    const product: ProductData = {
      companyId,
      sortOrder: 1000 + index * 500,
      type: "regular",
      name: text(p.name),
      ...(p.description ? { description: text(p.description) } : {}),
      categoryId: food ? foodId : drinksId,
      courseId: food ? courseId : null,
      locationId: null,
      tags: [],
      hidden: false,
      picture: null,
      price: p.price,
      vat,
      addons: p.extraCheese ? [{ id: "extra-cheese", name: text(EXTRA_CHEESE), price: 1, allergens: ["milk"], soldOutUntil: null }] : [],
      slots: [],
      optionBlocks: [],
      productionTime: null,
      weight: null,
      allergens: [...p.allergens],
      soldOutUntil: null,
      availability: [],
    };
    return { id: newId("products"), data: markedAsSample<ProductData>(product) };
  });
  return { categories, courses, products };
}
