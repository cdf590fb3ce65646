import { cartResponseSchema } from "@tablewise/domain/contract/cart";
import { expect, test } from "./fixtures";

// A cart link (?cart_id) made at one table and opened at another is copied into a new cart
// of the guest who opened it; whoever made the link never sees or changes it. At the same table it is
// joined (group ordering).
test("a cart link from another table is copied, at the same table it is joined", async ({
  page,
  browser,
  request,
}) => {
  await page.goto("/inside/111111/menu/demo-kitchen/p-burrata");
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toBeVisible();
  const planted = await page.evaluate(() => localStorage.getItem("cart_id:111111:inside"));
  expect(planted).toBeTruthy();

  // The victim, on another phone, opens table 111112 through the planted link.
  const victimContext = await browser.newContext();
  const victim = await victimContext.newPage();
  await victim.goto(`/inside/111112/cart?cart_id=${encodeURIComponent(planted!)}`);
  await expect(victim.getByTestId("cart-item")).toHaveCount(1);
  const victimCart = await victim.evaluate(() => localStorage.getItem("cart_id:111112:inside"));
  expect(victimCart).toBeTruthy();
  expect(victimCart).not.toBe(planted);

  // The link's maker adds 5 more to the planted cart from outside: the victim's cart does not change.
  const added = await request.post(`/api/cart/${planted}/add`, {
    data: { menu_id: "demo-kitchen", product_id: "p-burrata", quantity: 5, variants: [], modificators: [] },
  });
  expect(added.status()).toBe(200);
  await victim.goto("/inside/111112/cart");
  await expect(victim.getByTestId("cart-item")).toHaveCount(1);
  const victimLines = cartResponseSchema.parse(await (await request.get(`/api/cart/${victimCart}`)).json())
    .data.cart.items;
  expect(victimLines.map((l) => l.quantity)).toEqual([1]);
  await victimContext.close();

  // A friend at the same table joins the cart through the link.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(`/inside/111111/cart?cart_id=${encodeURIComponent(planted!)}`);
  await expect(friend.getByTestId("cart-item")).toHaveCount(1);
  expect(await friend.evaluate(() => localStorage.getItem("cart_id:111111:inside"))).toBe(planted);
  await friendContext.close();
});
