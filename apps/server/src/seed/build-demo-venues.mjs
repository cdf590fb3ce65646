// Writes the demo venues (apps/server/src/seed/venues/*.json) that every feature and test relies on
// (issue 2). Deterministic: the same files on every run. `node apps/server/src/seed/build-demo-venues.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "venues");
const img = (name) => `/media/food/${name}.svg`;
const day = (sh, sm, eh, em, workday = true) => ({ workday, startHour: sh, startMinute: sm, endHour: eh, endMinute: em });
const week = (d) => Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((k) => [k, d]));
const all = { cash: true, card: true, online: true };
const item = (_id, name, price = 0, weight) => (weight === undefined ? { _id, name, price } : { _id, name, price, weight });

function baseVenue(o) {
  return {
    _id: o.id, link: o.id, name: o.name, description: o.description, image: `/media/logos/${o.id}.svg`,
    price_level: o.price_level ?? "$$", address: o.address ?? "вулиця Хрещатик, 22, Київ, 01001",
    address_location: o.location ?? { lat: 50.4483, lon: 30.5227 },
    contact_phone: o.phone ?? "+380441234567", contact_email: o.email ?? `hello@${o.id}.example`,
    social: o.social ?? {}, timezone: "Europe/Kyiv", country: "UA", currency: "₴",
    schedule: o.schedule ?? week(day(0, 0, 24, 0)), modes: o.modes, has_real_inside: o.has_real_inside ?? false,
    sections: o.sections ?? [], geolocation_mode: o.geolocation_mode ?? "disabled", geolocation_radius_m: 150,
    pay_methods: all, client_app: { verify_client_phone: o.verify_phone ?? true }, ui_settings: {},
    reserve: o.reserve ?? { enabled: false, allow_same_day: true, use_phone_verification: false, deposit_enabled: false,
      deposit_type: "constant", deposit_value: 0, deposit_percent: 0, slot_capacity: 4 },
    delivery: o.delivery ?? { min_order_time: 20, shipping_time: 30, min_check: 200, pay_methods: all, cost_type: "constant",
      cost: 70, cost_min_check: 0, tariffication_mode: "own", tariffs: [], radius_m: 5000 },
    preorder: o.preorder ?? { min_order_time: 15, min_check: 0, pay_methods: all },
    tips: o.tips ?? { enabled: false, mode: "personal", waiters: [] },
    close_rule: o.close_rule ?? { allow_preliminary_orders: false },
    legal: {},
  };
}

function product(menu, cat, p) {
  return {
    _id: p.id, name: p.name, category: cat.name, category_id: cat._id, description: p.description ?? "",
    image: img(p.image), base_price: p.price, base_weight: p.weight, unit: p.unit ?? (p.weight ? "g" : undefined),
    waiting_time: p.wait, is_excise: !!p.alcohol, is_spicy: !!p.spicy, menu_id: menu, i18n: p.i18n ?? [],
    price_groups: p.groups ?? [],
  };
}

function menu(o) {
  const categories = o.categories.map((c) => ({ _id: c.id, name: c.name, i18n: c.i18n ?? [], products: c.products.map((p) => p.id) }));
  const products = o.categories.flatMap((c, i) => c.products.map((p) => product(o.id, categories[i], p)));
  return {
    _id: o.id, title: o.title, kind: o.kind ?? "food", tag: o.tag, tag_i18n: o.tag_i18n ?? [], title_i18n: o.title_i18n ?? [],
    original_locale: "en", locales: o.locales ?? ["en"], pay_receiver_id: o.receiver,
    ...(o.schedule_pair ? { schedule_pair: o.schedule_pair } : {}), categories, products,
  };
}

const tr = (uk, ru) => [{ locale: "uk", ...uk }, { locale: "ru", ...ru }];
const size = (pid, base) => ({
  _id: `${pid}-size`, name: "Size", single_select: true, min_count: 1, max_count: 1,
  items: [item(`${pid}-s`, "S, 250 ml", 0), item(`${pid}-m`, "M, 350 ml", 15), item(`${pid}-l`, "L, 450 ml", 30)].map((x) => ({ ...x, price: x.price + base * 0 })),
});
const sizeI18n = (pid) => ({
  uk: { _id: `${pid}-size`, name: "Розмір", items: [{ _id: `${pid}-s`, name: "S, 250 мл" }, { _id: `${pid}-m`, name: "M, 350 мл" }, { _id: `${pid}-l`, name: "L, 450 мл" }] },
  ru: { _id: `${pid}-size`, name: "Размер", items: [{ _id: `${pid}-s`, name: "S, 250 мл" }, { _id: `${pid}-m`, name: "M, 350 мл" }, { _id: `${pid}-l`, name: "L, 450 мл" }] },
});

const longDescription =
  "Our signature borscht is simmered for six hours from beetroot, cabbage, carrots and beans on a rich beef broth, " +
  "finished with garlic, dill and a spoon of farm sour cream. It comes with warm pampushky brushed with garlic oil, " +
  "exactly the way our chef's grandmother made it in Poltava every Sunday.";

const kitchen = menu({
  id: "demo-kitchen", title: "Kitchen", tag: "All day", receiver: "demo-receiver-kitchen", locales: ["en", "uk", "ru"],
  tag_i18n: [{ locale: "uk", tag: "Увесь день" }, { locale: "ru", tag: "Весь день" }],
  title_i18n: [{ locale: "uk", title: "Кухня" }, { locale: "ru", title: "Кухня" }],
  categories: [
    { id: "demo-cat-coffee", name: "Coffee", i18n: [{ locale: "uk", name: "Кава" }, { locale: "ru", name: "Кофе" }], products: [
      { id: "demo-coffee", name: "Coffee", image: "latte", price: 55, weight: 250, unit: "ml", wait: 5,
        description: "Freshly roasted single-origin beans. Choose your drink, size and milk.",
        i18n: tr({ name: "Кава", description: "Свіжообсмажене зерно одного походження. Оберіть напій, розмір і молоко." },
          { name: "Кофе", description: "Свежеобжаренное зерно одного происхождения. Выберите напиток, размер и молоко." }),
        groups: [
          { _id: "demo-coffee-drink", name: "Drink", single_select: true, min_count: 1, max_count: 1,
            items: [item("demo-coffee-americano", "Americano", 0), item("demo-coffee-latte", "Latte", 20), item("demo-coffee-cappuccino", "Cappuccino", 15)] },
          size("demo-coffee", 0),
          { _id: "demo-coffee-milk", name: "Milk", single_select: true, min_count: 1, max_count: 1,
            show_for: ["demo-coffee-latte", "demo-coffee-cappuccino"],
            items: [item("demo-milk-cow", "Cow's milk", 0), item("demo-milk-oat", "Oat milk", 20), item("demo-milk-almond", "Almond milk", 25)] },
          { _id: "demo-coffee-syrup", name: "Syrups", single_select: false, min_count: 0, max_count: 2,
            items: [item("demo-syrup-vanilla", "Vanilla", 12), item("demo-syrup-caramel", "Caramel", 12), item("demo-syrup-hazelnut", "Hazelnut", 12)] },
        ] },
      { id: "demo-espresso", name: "Espresso", image: "espresso", price: 45, weight: 30, unit: "ml", wait: 3,
        description: "A short, dense shot with notes of dark chocolate.",
        i18n: tr({ name: "Еспресо", description: "Короткий щільний шот з нотами темного шоколаду." }, { name: "Эспрессо", description: "Короткий плотный шот с нотами тёмного шоколада." }) },
      { id: "demo-tea", name: "Herbal tea", image: "tea", price: 60, weight: 400, unit: "ml", wait: 5,
        description: "Carpathian herbs, thyme and linden blossom.",
        i18n: tr({ name: "Трав'яний чай", description: "Карпатські трави, чебрець і липовий цвіт." }, { name: "Травяной чай", description: "Карпатские травы, чабрец и липовый цвет." }) },
    ] },
    { id: "demo-cat-starters", name: "Starters & soups", i18n: [{ locale: "uk", name: "Закуски та супи" }, { locale: "ru", name: "Закуски и супы" }], products: [
      { id: "demo-borscht", name: "Poltava borscht", image: "borscht", price: 165, weight: 400, wait: 10, description: longDescription,
        i18n: tr({ name: "Полтавський борщ", description: "Наш фірмовий борщ варимо шість годин з буряка, капусти, моркви й квасолі на насиченому яловичому бульйоні, з часником, кропом і ложкою фермерської сметани. Подаємо з теплими пампушками з часниковою олією — так, як щонеділі готувала бабуся нашого шефа в Полтаві." },
          { name: "Полтавский борщ", description: "Наш фирменный борщ варим шесть часов из свёклы, капусты, моркови и фасоли на насыщенном говяжьем бульоне, с чесноком, укропом и ложкой фермерской сметаны. Подаём с тёплыми пампушками с чесночным маслом — так, как каждое воскресенье готовила бабушка нашего шефа в Полтаве." }) },
      { id: "demo-soup", name: "Pumpkin cream soup", image: "soup-cream", price: 140, weight: 300, wait: 10,
        description: "Roasted pumpkin, coconut milk, toasted seeds.",
        i18n: tr({ name: "Крем-суп з гарбуза", description: "Запечений гарбуз, кокосове молоко, підсмажене насіння." }, { name: "Крем-суп из тыквы", description: "Запечённая тыква, кокосовое молоко, обжаренные семечки." }) },
      { id: "demo-greek", name: "Greek salad", image: "salad-greek", price: 175, weight: 280, wait: 10,
        description: "Tomatoes, cucumber, feta, olives, oregano.",
        i18n: tr({ name: "Грецький салат", description: "Томати, огірок, фета, оливки, орегано." }, { name: "Греческий салат", description: "Томаты, огурец, фета, оливки, орегано." }) },
      { id: "demo-caesar", name: "Caesar salad", image: "salad-caesar", price: 195, weight: 260, wait: 12,
        description: "Romaine, parmesan, croutons and our anchovy dressing.",
        i18n: tr({ name: "Цезар", description: "Ромен, пармезан, грінки та наш анчоусний соус." }, { name: "Цезарь", description: "Ромэн, пармезан, гренки и наш анчоусный соус." }),
        groups: [{ _id: "demo-caesar-protein", name: "Protein", single_select: true, min_count: 1, max_count: 1,
          items: [item("demo-caesar-chicken", "Chicken", 0), item("demo-caesar-shrimp", "Shrimp", 60), item("demo-caesar-none", "No protein", -0)] }] },
    ] },
    { id: "demo-cat-mains", name: "Mains", i18n: [{ locale: "uk", name: "Основні страви" }, { locale: "ru", name: "Основные блюда" }], products: [
      { id: "demo-burger", name: "Classic burger", image: "burger", price: 245, weight: 350, wait: 15,
        description: "Beef patty, cheddar, pickles, brioche bun. Served with fries.",
        i18n: tr({ name: "Класичний бургер", description: "Яловича котлета, чедер, огірки, бріош. З картоплею фрі." }, { name: "Классический бургер", description: "Говяжья котлета, чеддер, огурцы, бриошь. С картофелем фри." }),
        groups: [
          { _id: "demo-burger-doneness", name: "Doneness", single_select: true, min_count: 1, max_count: 1,
            items: [item("demo-burger-medium", "Medium", 0), item("demo-burger-well", "Well done", 0)] },
          { _id: "demo-burger-sauces", name: "Choose sauces", single_select: false, min_count: 1, max_count: 2,
            items: [item("demo-sauce-bbq", "BBQ", 15), item("demo-sauce-cheese", "Cheese", 20), item("demo-sauce-garlic", "Garlic", 15), item("demo-sauce-chili", "Chili", 15)] },
          { _id: "demo-burger-extras", name: "Extras", single_select: false, min_count: 0, max_count: null,
            items: [item("demo-extra-bacon", "Bacon", 35), item("demo-extra-egg", "Fried egg", 25), item("demo-extra-jalapeno", "Jalapeño", 20)] },
        ] },
      { id: "demo-burger-spicy", name: "Diablo burger", image: "burger-spicy", price: 265, weight: 360, wait: 15, spicy: true,
        description: "Beef, pepper jack, jalapeños and our hot chipotle mayo.",
        i18n: tr({ name: "Бургер Дьябло", description: "Яловичина, пеппер джек, халапеньйо і гострий майонез чипотле." }, { name: "Бургер Дьябло", description: "Говядина, пеппер джек, халапеньо и острый майонез чипотле." }) },
      { id: "demo-margherita", name: "Pizza Margherita", image: "pizza-margherita", price: 210, weight: 450, wait: 18,
        description: "San Marzano tomatoes, fior di latte, basil.",
        i18n: tr({ name: "Піца Маргарита", description: "Томати Сан-Марцано, фіор ді латте, базилік." }, { name: "Пицца Маргарита", description: "Томаты Сан-Марцано, фиор ди латте, базилик." }),
        groups: [{ _id: "demo-pizza-size", name: "Size", single_select: true, min_count: 1, max_count: 1,
          items: [item("demo-pizza-30", "30 cm", 0, 450), item("demo-pizza-40", "40 cm", 90, 700)] }] },
      { id: "demo-pepperoni", name: "Pizza Pepperoni", image: "pizza-pepperoni", price: 235, weight: 480, wait: 18, spicy: true,
        description: "Spicy pepperoni, mozzarella, tomato sauce, chili flakes.",
        i18n: tr({ name: "Піца Пепероні", description: "Гостра пепероні, моцарела, томатний соус, пластівці чилі." }, { name: "Пицца Пепперони", description: "Острая пепперони, моцарелла, томатный соус, хлопья чили." }) },
      { id: "demo-carbonara", name: "Carbonara", image: "pasta-carbonara", price: 220, weight: 320, wait: 15,
        description: "Spaghetti, guanciale, egg yolk, pecorino.",
        i18n: tr({ name: "Карбонара", description: "Спагеті, гуанчале, жовток, пекоріно." }, { name: "Карбонара", description: "Спагетти, гуанчале, желток, пекорино." }) },
      { id: "demo-steak", name: "Ribeye steak", image: "steak", price: 590, weight: 300, wait: 25,
        description: "Dry-aged ribeye, rosemary butter, grilled vegetables.",
        i18n: tr({ name: "Стейк рібай", description: "Рібай сухої витримки, розмаринове масло, овочі гриль." }, { name: "Стейк рибай", description: "Рибай сухой выдержки, розмариновое масло, овощи гриль." }) },
    ] },
    { id: "demo-cat-desserts", name: "Desserts", i18n: [{ locale: "uk", name: "Десерти" }, { locale: "ru", name: "Десерты" }], products: [
      { id: "demo-cheesecake", name: "Cheesecake", image: "cheesecake", price: 120, weight: 150, wait: 5,
        description: "Baked New York cheesecake with berry coulis.",
        i18n: tr({ name: "Чизкейк", description: "Запечений нью-йоркський чизкейк з ягідним соусом." }, { name: "Чизкейк", description: "Запечённый нью-йоркский чизкейк с ягодным соусом." }) },
      { id: "demo-tiramisu", name: "Tiramisu", image: "tiramisu", price: 130, weight: 160, wait: 5,
        description: "Mascarpone, savoiardi, espresso, cocoa.",
        i18n: tr({ name: "Тірамісу", description: "Маскарпоне, савоярді, еспресо, какао." }, { name: "Тирамису", description: "Маскарпоне, савоярди, эспрессо, какао." }) },
      { id: "demo-ice-cream", name: "Ice cream", image: "ice-cream", price: 45, weight: 60, wait: 2,
        description: "One scoop, per choice.",
        i18n: tr({ name: "Морозиво", description: "Одна кулька на вибір." }, { name: "Мороженое", description: "Один шарик на выбор." }),
        groups: [{ _id: "demo-ice-flavours", name: "Flavours", single_select: false, min_count: 1, max_count: 3,
          items: [item("demo-ice-vanilla", "Vanilla", 0), item("demo-ice-chocolate", "Chocolate", 0), item("demo-ice-pistachio", "Pistachio", 10), item("demo-ice-mango", "Mango sorbet", 5)] }] },
    ] },
  ],
});
// Translated names of the groups (SPEC §3 i18n price_groups).
for (const p of kitchen.products) {
  if (p._id === "demo-coffee") {
    const s = sizeI18n("demo-coffee");
    p.i18n[0].price_groups = [{ _id: "demo-coffee-drink", name: "Напій" }, s.uk, { _id: "demo-coffee-milk", name: "Молоко" }, { _id: "demo-coffee-syrup", name: "Сиропи" }];
    p.i18n[1].price_groups = [{ _id: "demo-coffee-drink", name: "Напиток" }, s.ru, { _id: "demo-coffee-milk", name: "Молоко" }, { _id: "demo-coffee-syrup", name: "Сиропы" }];
  }
}
for (const p of kitchen.products) for (const g of p.price_groups) for (const it of g.items) it.price = Math.max(0, it.price);

const bar = menu({
  id: "demo-bar", title: "Bar", tag: "From 12:00", receiver: "demo-receiver-bar", schedule_pair: { start: "12:00", end: "23:59" },
  categories: [
    { id: "demo-cat-cocktails", name: "Cocktails", products: [
      { id: "demo-spritz", name: "Aperol Spritz", image: "spritz", price: 210, weight: 300, unit: "ml", wait: 5, alcohol: true, description: "Aperol, prosecco, soda, orange." },
      { id: "demo-mojito", name: "Mojito", image: "mojito", price: 195, weight: 300, unit: "ml", wait: 5, alcohol: true, description: "White rum, lime, mint, soda." },
      { id: "demo-negroni", name: "Negroni", image: "negroni", price: 230, weight: 120, unit: "ml", wait: 5, alcohol: true, description: "Gin, Campari, sweet vermouth." },
    ] },
    { id: "demo-cat-wine", name: "Wine & beer", products: [
      { id: "demo-wine-red", name: "Red wine", image: "wine-red", price: 140, weight: 150, unit: "ml", wait: 2, alcohol: true, description: "Odesa black, dry. By the glass.",
        groups: [{ _id: "demo-wine-pour", name: "Pour", single_select: true, min_count: 1, max_count: 1, items: [item("demo-wine-glass", "Glass 150 ml", 0), item("demo-wine-bottle", "Bottle 750 ml", 560)] }] },
      { id: "demo-wine-white", name: "White wine", image: "wine-white", price: 130, weight: 150, unit: "ml", wait: 2, alcohol: true, description: "Sauvignon blanc from Bessarabia." },
      { id: "demo-beer", name: "Craft lager", image: "beer", price: 95, weight: 500, unit: "ml", wait: 2, alcohol: true, description: "Unfiltered lager from a Lviv brewery." },
    ] },
    { id: "demo-cat-soft", name: "Soft drinks", products: [
      { id: "demo-lemonade", name: "Homemade lemonade", image: "lemonade", price: 85, weight: 400, unit: "ml", wait: 3, description: "Lemon, mint, a little cane sugar." },
      { id: "demo-lemonade-berry", name: "Berry lemonade", image: "lemonade-berry", price: 90, weight: 400, unit: "ml", wait: 3, description: "Blackcurrant, raspberry, lime." },
    ] },
  ],
});

const services = menu({
  id: "demo-services", title: "Reservations", kind: "service", receiver: "demo-receiver-kitchen",
  categories: [
    { id: "demo-cat-tables", name: "Tables", products: [
      { id: "demo-svc-dinner", name: "Table for dinner", image: "service-table", price: 0, wait: 120, description: "A table in the main hall for up to 7 guests.",
        groups: [{ _id: "demo-svc-duration", name: "Duration", single_select: true, min_count: 1, max_count: 1, items: [item("demo-svc-2h", "2 hours", 0), item("demo-svc-3h", "3 hours", 300)] }] },
      { id: "demo-svc-terrace", name: "Terrace table", image: "service-terrace", price: 500, wait: 120, description: "Open-air table on the terrace, heaters in the evening." },
    ] },
    { id: "demo-cat-experiences", name: "Experiences", products: [
      { id: "demo-svc-tasting", name: "Chef's tasting", image: "service-tasting", price: 1800, wait: 150, description: "Seven courses by our chef, with wine pairing on request." },
    ] },
  ],
});

const receivers = [
  { _id: "demo-receiver-kitchen", company_type: "ТОВ", company_name: "ТОВ «Демо Бістро»", company_code: "43218765", company_address: "01001, м. Київ, вул. Хрещатик, 22", company_phone: "+380441234567" },
  { _id: "demo-receiver-bar", company_type: "ФОП", company_name: "ФОП Коваленко Олена Петрівна", company_code: "3124509876", company_address: "01001, м. Київ, вул. Хрещатик, 22, прим. 3", company_phone: "+380671234567" },
];

const demo = {
  venue: baseVenue({
    id: "demo", name: "Demo Bistro",
    description: "A bright all-day bistro on Khreshchatyk: specialty coffee in the morning, Ukrainian classics and wood-fired pizza for lunch, cocktails on the terrace at night. Order from your table, take away, or have it delivered.",
    social: { instagram: "https://www.instagram.com/demobistro", facebook: "https://www.facebook.com/demobistro", website: "https://demobistro.example" },
    modes: { delivery: true, preorder: true, preview: true, inside: true }, has_real_inside: true,
    sections: [{ _id: "demo-hall", name: "Hall" }, { _id: "demo-terrace", name: "Terrace" }],
    reserve: { enabled: true, allow_same_day: true, use_phone_verification: true, deposit_enabled: true, deposit_type: "percent", deposit_value: 200, deposit_percent: 20, slot_capacity: 4 },
    delivery: { min_order_time: 20, shipping_time: 30, min_check: 200, pay_methods: all, cost_type: "tariffed", cost: 70, cost_min_check: 800,
      tariffication_mode: "own", tariffs: [{ _id: "demo-tariff-standard", name: "Standard", price: 60 }, { _id: "demo-tariff-express", name: "Express", price: 110 }], radius_m: 5000 },
    tips: { enabled: true, mode: "personal", waiters: [
      { _id: "demo-waiter-olena", name: "Olena", role: "Waitress", photo: "/media/people/olena.svg" },
      { _id: "demo-waiter-taras", name: "Taras", role: "Bartender", photo: "/media/people/taras.svg" },
    ] },
  }),
  menus: [kitchen, bar, services],
  pay_receivers: receivers,
  tables: [{ code: "123456", section_name: "Terrace", table_name: "5" }, { code: "111111", section_name: "Hall", table_name: "1" }],
};

const smallMenu = (venue, receiver) => menu({
  id: `${venue}-menu`, title: "Menu", receiver, categories: [
    { id: `${venue}-cat-drinks`, name: "Drinks", products: [
      { id: `${venue}-cappuccino`, name: "Cappuccino", image: "cappuccino", price: 60, weight: 250, unit: "ml", wait: 4, description: "Double shot, silky milk foam." },
      { id: `${venue}-lemonade`, name: "Lemonade", image: "lemonade", price: 80, weight: 400, unit: "ml", wait: 3, description: "Lemon and mint." },
    ] },
    { id: `${venue}-cat-food`, name: "Food", products: [
      { id: `${venue}-poke`, name: "Salmon poke", image: "bowl-poke", price: 230, weight: 320, wait: 12, description: "Rice, salmon, avocado, edamame." },
      { id: `${venue}-curry`, name: "Red curry", image: "bowl-curry", price: 210, weight: 350, wait: 15, spicy: true, description: "Chicken, coconut, Thai basil." },
      { id: `${venue}-cheesecake`, name: "Cheesecake", image: "cheesecake", price: 115, weight: 150, wait: 3, description: "With berry coulis." },
    ] },
  ],
});
const receiverFor = (venue) => [{ _id: `${venue}-receiver`, company_type: "ФОП", company_name: "ФОП Шевченко Андрій Іванович", company_code: "3012345678", company_address: "79008, м. Львів, пл. Ринок, 10", company_phone: "+380322345678" }];
const lviv = { address: "площа Ринок, 10, Львів, 79008", location: { lat: 49.8419, lon: 24.0316 } };
const none = { delivery: false, preorder: false, preview: false, inside: false };

const demoGeo = {
  venue: baseVenue({ id: "demo-geo", name: "Geo Coffee Bar", description: "A tiny espresso bar on Rynok Square. Scan the code on your table to order.",
    ...lviv, modes: { ...none, inside: true }, has_real_inside: true, geolocation_mode: "general", sections: [{ _id: "demo-geo-bar", name: "Bar" }] }),
  menus: [smallMenu("demo-geo", "demo-geo-receiver")], pay_receivers: receiverFor("demo-geo"),
  tables: [{ code: "222222", section_name: "Bar", table_name: "2" }],
};
const demoClosed = {
  venue: baseVenue({ id: "demo-closed", name: "Night Owl Kitchen", description: "We are cooking behind closed doors right now, but you can order ahead for later.",
    schedule: week(day(10, 0, 22, 0, false)), modes: { ...none, delivery: true, preorder: true }, close_rule: { allow_preliminary_orders: true } }),
  menus: [smallMenu("demo-closed", "demo-closed-receiver")], pay_receivers: receiverFor("demo-closed"), tables: [],
};
const demoPreview = {
  venue: baseVenue({ id: "demo-preview", name: "Preview Patisserie", description: "Browse our cakes and coffee before you come in.", price_level: "$$$",
    modes: { ...none, preview: true }, schedule: week(day(8, 0, 21, 0)) }),
  menus: [smallMenu("demo-preview", "demo-preview-receiver")], pay_receivers: receiverFor("demo-preview"), tables: [],
};

// demo-large: 500 products in 20 categories, for benchmarks (issue 2, 7).
const pool = ["latte", "cappuccino", "espresso", "tea", "bowl-poke", "bowl-ramen", "bowl-curry", "salad-greek", "salad-caesar", "burger",
  "burger-spicy", "pizza-margherita", "pizza-pepperoni", "pasta-carbonara", "pasta-arrabbiata", "steak", "chicken", "cheesecake", "tiramisu", "ice-cream"];
const catNames = ["Breakfast", "Coffee", "Tea", "Soups", "Salads", "Bowls", "Burgers", "Pizza", "Pasta", "Grill", "Fish", "Vegan", "Kids", "Sides",
  "Sauces", "Desserts", "Bakery", "Smoothies", "Lemonades", "Specials"];
const largeMenu = menu({
  id: "demo-large-menu", title: "Full menu", tag: "500 dishes", receiver: "demo-large-receiver",
  categories: catNames.map((name, c) => ({
    id: `demo-large-cat-${c + 1}`, name,
    products: Array.from({ length: 25 }, (_, i) => {
      const n = c * 25 + i + 1;
      return { id: `demo-large-p${n}`, name: `${name} #${i + 1}`, image: pool[n % pool.length], price: 50 + ((n * 37) % 400),
        weight: 100 + ((n * 13) % 400), wait: 5 + (n % 20), spicy: n % 9 === 0,
        description: `House ${name.toLowerCase()} number ${i + 1}, made fresh every day from seasonal produce.`,
        groups: n % 5 === 0 ? [{ _id: `demo-large-p${n}-size`, name: "Portion", single_select: true, min_count: 1, max_count: 1,
          items: [item(`demo-large-p${n}-reg`, "Regular", 0), item(`demo-large-p${n}-big`, "Large", 40)] }] : [] };
    }),
  })),
});
const demoLarge = {
  venue: baseVenue({ id: "demo-large", name: "Grand Food Hall", description: "Twenty kitchens under one roof: 500 dishes to order to your table, to take away or to your door.",
    modes: { delivery: true, preorder: true, preview: true, inside: true }, has_real_inside: true, sections: [{ _id: "demo-large-hall", name: "Hall" }] }),
  menus: [largeMenu], pay_receivers: receiverFor("demo-large"), tables: [{ code: "333333", section_name: "Hall", table_name: "12" }],
};

mkdirSync(out, { recursive: true });
for (const [name, file] of Object.entries({ demo, "demo-geo": demoGeo, "demo-closed": demoClosed, "demo-preview": demoPreview, "demo-large": demoLarge })) {
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(file, null, 1)}\n`);
}
console.log(`wrote 5 demo venues to ${out}`);
