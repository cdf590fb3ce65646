// The 20 categories of the demo-large benchmark venue: 5 dishes each, every dish with an illustration
// borrowed from the other demo venues (a shared pool, so demo-large ships no images of its own but its logo).
export type StyleSet = "savoury" | "sweet" | "bakery" | "drink" | "alcohol";
export type CatalogueCategory = {
  name: string;
  styles: StyleSet;
  price: number; // price of the cheapest item, in ₴
  unit: "g" | "ml";
  dishes: [name: string, image: string][];
};

// Five styles per set, so 5 dishes x 5 styles = 25 products per category. "Spicy" marks is_spicy.
export const styles: Record<StyleSet, [name: string, surcharge: number][]> = {
  savoury: [
    ["Classic", 0],
    ["Signature", 40],
    ["Spicy", 20],
    ["Large", 90],
    ["Light", 10],
  ],
  sweet: [
    ["Classic", 0],
    ["Chocolate", 20],
    ["Berry", 25],
    ["Salted caramel", 20],
    ["Mini", 0],
  ],
  bakery: [
    ["Classic", 0],
    ["Wholegrain", 10],
    ["Mini", 0],
    ["Family-size", 120],
    ["Seasonal", 20],
  ],
  drink: [
    ["Classic", 0],
    ["Iced", 10],
    ["Large", 30],
    ["House", 15],
    ["Seasonal", 25],
  ],
  alcohol: [
    ["House", 0],
    ["Classic", 20],
    ["Premium", 90],
    ["Reserve", 160],
    ["Seasonal", 40],
  ],
};

const cat = (
  name: string,
  styles: StyleSet,
  price: number,
  unit: "g" | "ml",
  dishes: [string, string][],
): CatalogueCategory => ({
  name,
  styles,
  price,
  unit,
  dishes: dishes.map(([dish, image]) => [dish, `/media/${image}.svg`]),
});

export const catalogue: CatalogueCategory[] = [
  cat("Breakfasts", "savoury", 150, "g", [
    ["Syrnyky", "demo/syrnyky"],
    ["Avocado toast", "demo/avocado-toast"],
    ["Shakshuka", "demo/shakshuka"],
    ["Granola bowl", "demo/granola"],
    ["Croissant sandwich", "demo-geo/croissant"],
  ]),
  cat("Soups", "savoury", 120, "ml", [
    ["Borscht", "demo/borscht"],
    ["Tom yum", "demo/tom-yum"],
    ["Tom kha", "demo/tom-yum"],
    ["Solyanka", "demo/borscht"],
    ["Seafood soup", "demo/tom-yum"],
  ]),
  cat("Salads", "savoury", 170, "g", [
    ["Caesar salad", "demo/caesar"],
    ["Burrata salad", "demo/burrata"],
    ["Green salad", "demo/caesar"],
    ["Caprese", "demo/burrata"],
    ["Chicken salad", "demo/caesar"],
  ]),
  cat("Dumplings", "savoury", 140, "g", [
    ["Potato varenyky", "demo/varenyky"],
    ["Cherry varenyky", "demo/varenyky"],
    ["Cottage cheese varenyky", "demo/varenyky"],
    ["Cabbage varenyky", "demo/varenyky"],
    ["Mushroom varenyky", "demo/varenyky"],
  ]),
  cat("Burgers", "savoury", 230, "g", [
    ["Beef burger", "demo/burger"],
    ["Cheeseburger", "demo/burger"],
    ["Chicken burger", "demo/burger"],
    ["Veggie burger", "demo/burger"],
    ["Double burger", "demo/burger"],
  ]),
  cat("Pizza", "savoury", 190, "g", [
    ["Margherita", "demo-preview/margherita"],
    ["Diavola", "demo-preview/pepperoni"],
    ["Quattro formaggi", "demo-preview/quattro-formaggi"],
    ["Pepperoni", "demo-preview/pepperoni"],
    ["Pizza bianca", "demo-preview/quattro-formaggi"],
  ]),
  cat("Chicken", "savoury", 210, "g", [
    ["Chicken Kyiv", "demo/chicken-kyiv"],
    ["Chicken wings", "demo/wings"],
    ["Chicken schnitzel", "demo/chicken-kyiv"],
    ["Drumsticks", "demo/wings"],
    ["Chicken cutlet", "demo/chicken-kyiv"],
  ]),
  cat("Fish", "savoury", 360, "g", [
    ["Salmon steak", "demo/salmon"],
    ["Trout fillet", "demo/salmon"],
    ["Sea bass", "demo/salmon"],
    ["Salmon teriyaki", "demo/salmon"],
    ["Baked cod", "demo/salmon"],
  ]),
  cat("Sharing plates", "savoury", 290, "g", [
    ["Wings platter", "demo/wings"],
    ["Burrata board", "demo/burrata"],
    ["Bruschetta trio", "demo/avocado-toast"],
    ["Tasting board", "demo/chef-tasting"],
    ["Dumpling platter", "demo/varenyky"],
  ]),
  cat("Bakery", "bakery", 60, "g", [
    ["Butter croissant", "demo-geo/croissant"],
    ["Cinnamon roll", "demo-geo/cinnamon-roll"],
    ["Banana bread", "demo-geo/banana-bread"],
    ["Almond croissant", "demo-geo/croissant"],
    ["Cardamom bun", "demo-geo/cinnamon-roll"],
  ]),
  cat("Bread", "bakery", 50, "g", [
    ["Sourdough loaf", "demo-closed/sourdough"],
    ["Baguette", "demo-closed/baguette"],
    ["Rye loaf", "demo-closed/sourdough"],
    ["Ciabatta", "demo-closed/baguette"],
    ["Seeded loaf", "demo-closed/sourdough"],
  ]),
  cat("Pies", "bakery", 110, "g", [
    ["Sour cherry pie", "demo-closed/cherry-pie"],
    ["Apple pie", "demo-closed/cherry-pie"],
    ["Poppy seed roll", "demo-closed/poppy-roll"],
    ["Plum pie", "demo-closed/cherry-pie"],
    ["Walnut roll", "demo-closed/poppy-roll"],
  ]),
  cat("Cakes", "sweet", 110, "g", [
    ["Custard layer cake", "demo/napoleon"],
    ["Cheesecake", "demo/cheesecake"],
    ["Honey cake", "demo/napoleon"],
    ["Tiramisu", "demo-preview/tiramisu"],
    ["Basque cheesecake", "demo/cheesecake"],
  ]),
  cat("Coffee", "drink", 55, "ml", [
    ["Espresso", "demo/coffee-classic"],
    ["Americano", "demo/coffee-classic"],
    ["Cappuccino", "demo/cappuccino"],
    ["Flat white", "demo-geo/flat-white"],
    ["Latte", "demo/cappuccino"],
  ]),
  cat("Tea & matcha", "drink", 65, "ml", [
    ["Matcha latte", "demo/matcha-latte"],
    ["Peach iced tea", "demo/iced-tea"],
    ["Hibiscus tea", "demo/iced-tea"],
    ["Chai latte", "demo/cappuccino"],
    ["Jasmine tea", "demo/iced-tea"],
  ]),
  cat("Lemonades", "drink", 85, "ml", [
    ["Lemonade", "demo/lemonade"],
    ["Passion fruit lemonade", "demo/lemonade"],
    ["Berry lemonade", "demo/lemonade"],
    ["Ginger lemonade", "demo/lemonade"],
    ["Cucumber tonic", "demo/lemonade"],
  ]),
  cat("Juices", "drink", 95, "ml", [
    ["Orange juice", "demo/orange-juice"],
    ["Apple juice", "demo/orange-juice"],
    ["Grapefruit juice", "demo/orange-juice"],
    ["Carrot juice", "demo/orange-juice"],
    ["Pineapple juice", "demo/orange-juice"],
  ]),
  cat("Cocktails", "alcohol", 240, "ml", [
    ["Spritz", "demo/aperol-spritz"],
    ["Negroni", "demo/negroni"],
    ["Hugo", "demo/aperol-spritz"],
    ["Boulevardier", "demo/negroni"],
    ["Garibaldi", "demo/aperol-spritz"],
  ]),
  cat("Wine", "alcohol", 140, "ml", [
    ["Red wine", "demo/house-wine"],
    ["White wine", "demo/house-wine"],
    ["Rosé wine", "demo/house-wine"],
    ["Sparkling wine", "demo/house-wine"],
    ["Orange wine", "demo/house-wine"],
  ]),
  cat("Beer", "alcohol", 100, "ml", [
    ["Lager", "demo/craft-beer"],
    ["IPA", "demo/craft-beer"],
    ["Stout", "demo/craft-beer"],
    ["Wheat beer", "demo/craft-beer"],
    ["Cider", "demo/craft-beer"],
  ]),
];
