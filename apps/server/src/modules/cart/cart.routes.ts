import type { FastifyInstance } from "fastify";
import {
  cartAddCall,
  cartChangeQuantityCall,
  cartClearCall,
  cartDataSchema,
  cartGetCall,
} from "@tablewise/domain/contract/cart";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { CartService } from "./cart.service";

// SPEC §7 cart calls under /api, registered from the contract's call descriptors. Bodies are strict, so a
// client-sent price or total is a 400, never silently dropped (docs/decisions/006).
export function registerCartRoutes(app: FastifyInstance, service: CartService) {
  app.post(cartAddCall.path, async (request) => {
    const { cartId } = parse(cartAddCall.params, request.params, "params");
    const body = parse(cartAddCall.body, request.body, "body");
    return ok(cartDataSchema, { cart: await service.add(cartId, body) });
  });

  app.post(cartChangeQuantityCall.path, async (request) => {
    const { cartId } = parse(cartChangeQuantityCall.params, request.params, "params");
    const body = parse(cartChangeQuantityCall.body, request.body, "body");
    return ok(cartDataSchema, { cart: await service.changeQuantity(cartId, body) });
  });

  app.get(cartGetCall.path, async (request) => {
    const { cartId } = parse(cartGetCall.params, request.params, "params");
    return ok(cartDataSchema, { cart: await service.get(cartId) });
  });

  app.post(cartClearCall.path, async (request) => {
    const { cartId } = parse(cartClearCall.params, request.params, "params");
    return ok(cartDataSchema, { cart: await service.clear(cartId) });
  });
}
