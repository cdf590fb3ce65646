// Writes the demo venues' illustrations (flat SVG food art) into apps/server/media/. Deterministic:
// run `node apps/server/src/seed/media-art/generate-media.mjs` after changing a drawing.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../media");
const frame = (bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">` +
  `<rect width="600" height="600" fill="${bg}"/>` +
  `<ellipse cx="300" cy="470" rx="210" ry="34" fill="#000" opacity=".08"/>${body}</svg>`;
const plate = `<circle cx="300" cy="320" r="200" fill="#fff"/><circle cx="300" cy="320" r="160" fill="#f4efe9"/>`;

const art = {
  coffee: (c) => frame(c.bg, `<ellipse cx="300" cy="430" rx="170" ry="40" fill="#fff"/>` +
    `<path d="M170 230h260l-30 190a30 30 0 0 1-30 25H230a30 30 0 0 1-30-25z" fill="${c.a}"/>` +
    `<path d="M430 260c60 0 60 100 0 100" stroke="${c.a}" stroke-width="26" fill="none"/>` +
    `<ellipse cx="300" cy="232" rx="130" ry="26" fill="${c.b}"/><path d="M285 225c20-12 40-12 30 4" stroke="#fff" stroke-width="8" fill="none" opacity=".8"/>` +
    `<path d="M250 150c-20-30 20-40 0-70M310 150c-20-30 20-40 0-70M370 150c-20-30 20-40 0-70" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>`),
  bowl: (c) => frame(c.bg, `<path d="M110 290h380a190 170 0 0 1-380 0z" fill="${c.a}"/>` +
    `<ellipse cx="300" cy="290" rx="190" ry="40" fill="${c.b}"/>` +
    `<circle cx="240" cy="280" r="26" fill="${c.c}"/><circle cx="330" cy="272" r="20" fill="#fff" opacity=".85"/><circle cx="380" cy="290" r="16" fill="${c.c}"/>` +
    `<path d="M200 300q40-30 80 0M300 300q40-30 80 0" stroke="#3d7a3a" stroke-width="10" fill="none" stroke-linecap="round"/>`),
  salad: (c) => frame(c.bg, plate + `<circle cx="250" cy="300" r="70" fill="#7cb342"/><circle cx="350" cy="290" r="65" fill="#9ccc65"/>` +
    `<circle cx="300" cy="360" r="70" fill="#689f38"/><circle cx="270" cy="290" r="22" fill="${c.a}"/><circle cx="345" cy="350" r="20" fill="${c.a}"/>` +
    `<circle cx="330" cy="270" r="14" fill="#fff59d"/><circle cx="250" cy="360" r="16" fill="${c.b}"/>`),
  burger: (c) => frame(c.bg, `<path d="M150 290a150 110 0 0 1 300 0z" fill="#e0a04f"/>` +
    `<circle cx="250" cy="230" r="6" fill="#fff3d6"/><circle cx="300" cy="210" r="6" fill="#fff3d6"/><circle cx="350" cy="235" r="6" fill="#fff3d6"/>` +
    `<path d="M140 300q30 30 60 0t60 0 60 0 60 0 60 0 60 0" stroke="#6ab04c" stroke-width="22" fill="none"/>` +
    `<rect x="150" y="318" width="300" height="46" rx="22" fill="#6d3b1f"/><rect x="140" y="310" width="320" height="16" rx="8" fill="#f6c945"/>` +
    `<rect x="150" y="372" width="300" height="54" rx="26" fill="#e0a04f"/>`),
  pizza: (c) => frame(c.bg, `<circle cx="300" cy="310" r="190" fill="#e9b35f"/><circle cx="300" cy="310" r="160" fill="${c.a}"/>` +
    `<circle cx="300" cy="310" r="150" fill="#f7d774" opacity=".55"/>` +
    [[240,250],[350,240],[380,340],[270,380],[300,310],[200,330]].map(([x,y])=>`<circle cx="${x}" cy="${y}" r="24" fill="${c.b}"/>`).join("") +
    `<path d="M300 120v380M110 310h380M165 175l270 270M435 175L165 445" stroke="#e9b35f" stroke-width="5" opacity=".7"/>`),
  pasta: (c) => frame(c.bg, plate + `<g fill="none" stroke="#f3c969" stroke-width="14" stroke-linecap="round">` +
    `<path d="M200 320c40-60 80 60 120 0s80 60 90 0"/><path d="M210 350c40-60 80 60 120 0s70 50 80 0"/><path d="M220 290c40-60 80 60 120 0s60 40 70 0"/></g>` +
    `<circle cx="300" cy="310" r="40" fill="${c.a}"/><circle cx="255" cy="280" r="10" fill="#4caf50"/><circle cx="345" cy="350" r="10" fill="#4caf50"/>`),
  steak: (c) => frame(c.bg, plate + `<path d="M190 300c0-70 90-90 150-70s90 80 50 130-200 40-200-60z" fill="#8d3b2a"/>` +
    `<path d="M220 290l140 60M230 320l120 40M250 260l120 50" stroke="#5a2318" stroke-width="8"/>` +
    `<circle cx="400" cy="390" r="26" fill="${c.a}"/><circle cx="220" cy="400" r="20" fill="#7cb342"/>`),
  dessert: (c) => frame(c.bg, plate + `<path d="M220 380l40-160h80l40 160z" fill="${c.a}"/>` +
    `<rect x="215" y="300" width="170" height="18" fill="#fff" opacity=".8"/><path d="M230 220q70-60 140 0z" fill="#fff"/>` +
    `<circle cx="300" cy="178" r="22" fill="${c.b}"/><path d="M300 156q6-20 20-26" stroke="#4caf50" stroke-width="6" fill="none"/>`),
  cocktail: (c) => frame(c.bg, `<path d="M180 150h240l-120 170z" fill="${c.a}" opacity=".9"/><path d="M180 150h240" stroke="#fff" stroke-width="8"/>` +
    `<rect x="292" y="318" width="16" height="110" fill="#dfe6e9"/><ellipse cx="300" cy="432" rx="80" ry="16" fill="#dfe6e9"/>` +
    `<circle cx="400" cy="150" r="40" fill="${c.b}"/><circle cx="400" cy="150" r="28" fill="#fff" opacity=".35"/><path d="M260 110l60 120" stroke="#2d3436" stroke-width="6"/>`),
  wine: (c) => frame(c.bg, `<path d="M220 120h160c0 140-30 190-80 190s-80-50-80-190z" fill="#fff" opacity=".65"/>` +
    `<path d="M226 200h148c-8 80-35 110-74 110s-66-30-74-110z" fill="${c.a}"/>` +
    `<rect x="292" y="308" width="16" height="120" fill="#dfe6e9"/><ellipse cx="300" cy="432" rx="80" ry="16" fill="#dfe6e9"/>`),
  beer: (c) => frame(c.bg, `<rect x="200" y="170" width="180" height="270" rx="20" fill="${c.a}"/>` +
    `<path d="M380 220h40a30 30 0 0 1 30 30v90a30 30 0 0 1-30 30h-40" stroke="#dfe6e9" stroke-width="22" fill="none"/>` +
    `<path d="M190 180a40 40 0 0 1 60-40 50 50 0 0 1 90 0 40 40 0 0 1 50 40v20H190z" fill="#fff"/>` +
    `<circle cx="250" cy="300" r="8" fill="#fff" opacity=".6"/><circle cx="320" cy="360" r="6" fill="#fff" opacity=".6"/>`),
  lemonade: (c) => frame(c.bg, `<path d="M200 150h200l-24 290H224z" fill="#fff" opacity=".6"/><path d="M206 210h188l-19 230H225z" fill="${c.a}"/>` +
    `<circle cx="390" cy="180" r="45" fill="${c.b}"/><circle cx="390" cy="180" r="32" fill="#fff" opacity=".4"/>` +
    `<rect x="250" y="250" width="40" height="40" rx="6" fill="#fff" opacity=".7" transform="rotate(15 270 270)"/><path d="M320 90l-30 150" stroke="#e17055" stroke-width="10"/>`),
  soup: (c) => frame(c.bg, `<ellipse cx="300" cy="300" rx="210" ry="60" fill="#fff"/><path d="M100 300h400a200 150 0 0 1-400 0z" fill="${c.b}"/>` +
    `<ellipse cx="300" cy="300" rx="180" ry="46" fill="${c.a}"/><circle cx="300" cy="296" r="28" fill="#fff" opacity=".9"/><path d="M280 296q20-10 40 0" stroke="#4caf50" stroke-width="6" fill="none"/>`),
  table: (c) => frame(c.bg, `<rect x="120" y="250" width="360" height="30" rx="10" fill="${c.a}"/><rect x="160" y="280" width="20" height="150" fill="${c.a}"/><rect x="420" y="280" width="20" height="150" fill="${c.a}"/>` +
    `<rect x="240" y="200" width="10" height="50" fill="${c.b}"/><path d="M245 170q-14 16 0 30q14-14 0-30z" fill="#fdcb6e"/>` +
    `<ellipse cx="350" cy="245" rx="50" ry="8" fill="#fff"/><circle cx="90" cy="320" r="40" fill="${c.b}"/><circle cx="510" cy="320" r="40" fill="${c.b}"/>`),
  avatar: (c) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><rect width="300" height="300" fill="${c.bg}"/>` +
    `<circle cx="150" cy="125" r="58" fill="#f1c7a5"/><path d="M92 120c0-50 30-72 58-72s58 22 58 72c-10-30-40-36-58-36s-48 6-58 36z" fill="${c.a}"/>` +
    `<path d="M50 300c0-70 45-110 100-110s100 40 100 110z" fill="${c.b}"/><circle cx="130" cy="130" r="5" fill="#2d3436"/><circle cx="170" cy="130" r="5" fill="#2d3436"/><path d="M132 152q18 14 36 0" stroke="#2d3436" stroke-width="4" fill="none"/></svg>`,
  logo: (c) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300"><rect width="300" height="300" rx="70" fill="${c.bg}"/>` +
    `<circle cx="150" cy="150" r="90" fill="none" stroke="${c.a}" stroke-width="14"/><path d="M110 120h80l-8 60a32 32 0 0 1-32 28h0a32 32 0 0 1-32-28z" fill="${c.a}"/>` +
    `<path d="M130 100q10-16 0-30M160 100q10-16 0-30" stroke="${c.a}" stroke-width="8" fill="none" stroke-linecap="round"/></svg>`,
};

const palette = {
  cream: { bg: "#fbe9d7", a: "#8d5b3c", b: "#d7a47a", c: "#e17055" },
  mint: { bg: "#dff3ea", a: "#e17055", b: "#fdcb6e", c: "#d63031" },
  rose: { bg: "#fde2e4", a: "#d35d6e", b: "#f7b267", c: "#4caf50" },
  sky: { bg: "#dbeefe", a: "#f39c12", b: "#e84393", c: "#00b894" },
  lemon: { bg: "#fff4c2", a: "#f6b93b", b: "#f9ca24", c: "#eb4d4b" },
  sage: { bg: "#e6efd9", a: "#c0392b", b: "#f5cd79", c: "#27ae60" },
  plum: { bg: "#efe1f5", a: "#8e44ad", b: "#f0932b", c: "#e056fd" },
  sand: { bg: "#f3eadf", a: "#b33939", b: "#ffb142", c: "#218c74" },
};

// name -> [drawing, palette]; venues reference /media/food/<name>.svg
export const drawings = {
  latte: ["coffee", "cream"], cappuccino: ["coffee", "sand"], espresso: ["coffee", "lemon"], tea: ["coffee", "mint"],
  "bowl-poke": ["bowl", "sky"], "bowl-ramen": ["bowl", "sand"], "bowl-curry": ["bowl", "lemon"],
  "salad-greek": ["salad", "mint"], "salad-caesar": ["salad", "lemon"],
  burger: ["burger", "sky"], "burger-spicy": ["burger", "rose"],
  "pizza-margherita": ["pizza", "sage"], "pizza-pepperoni": ["pizza", "rose"],
  "pasta-carbonara": ["pasta", "cream"], "pasta-arrabbiata": ["pasta", "rose"],
  steak: ["steak", "sand"], "chicken": ["steak", "lemon"],
  cheesecake: ["dessert", "rose"], tiramisu: ["dessert", "cream"], "ice-cream": ["dessert", "sky"],
  spritz: ["cocktail", "lemon"], mojito: ["cocktail", "mint"], negroni: ["cocktail", "rose"],
  "wine-red": ["wine", "plum"], "wine-white": ["wine", "lemon"], beer: ["beer", "lemon"],
  lemonade: ["lemonade", "lemon"], "lemonade-berry": ["lemonade", "plum"],
  borscht: ["soup", "rose"], "soup-cream": ["soup", "cream"],
  "service-table": ["table", "sand"], "service-terrace": ["table", "mint"], "service-tasting": ["table", "plum"],
};

mkdirSync(path.join(out, "food"), { recursive: true });
mkdirSync(path.join(out, "people"), { recursive: true });
mkdirSync(path.join(out, "logos"), { recursive: true });
for (const [name, [kind, pal]] of Object.entries(drawings)) {
  const p = palette[pal];
  const c = kind === "wine" && pal === "lemon" ? { ...p, a: "#f6e58d" } : p;
  writeFileSync(path.join(out, "food", `${name}.svg`), art[kind](c));
}
writeFileSync(path.join(out, "people", "olena.svg"), art.avatar({ bg: "#fde2e4", a: "#6d3b1f", b: "#d35d6e" }));
writeFileSync(path.join(out, "people", "taras.svg"), art.avatar({ bg: "#dbeefe", a: "#2d3436", b: "#0984e3" }));
for (const [name, pal] of [["demo", "cream"], ["demo-geo", "mint"], ["demo-closed", "plum"], ["demo-preview", "sky"], ["demo-large", "sand"]]) {
  writeFileSync(path.join(out, "logos", `${name}.svg`), art.logo(palette[pal]));
}
console.log(`wrote ${Object.keys(drawings).length} food drawings to ${out}`);
