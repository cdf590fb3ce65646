import type { FastifyInstance } from "fastify";
import {
  estimateTariffsCall,
  estimateTariffsDataSchema,
  searchAddressesCall,
  searchAddressesDataSchema,
} from "@tablewise/domain/contract/delivery";
import { parse } from "../../http/parse";
import { ok } from "../../http/respond";
import type { DeliveryService } from "./delivery.service";

// SPEC §7 delivery calls under /api/superapp/delivery.
export function registerDeliveryRoutes(app: FastifyInstance, service: DeliveryService) {
  app.get(searchAddressesCall.path, async (request) => {
    const { cafe } = parse(searchAddressesCall.params, request.params, "params");
    const query = parse(searchAddressesCall.query, request.query, "query");
    return ok(searchAddressesDataSchema, { results: await service.searchAddresses(cafe, query) });
  });

  app.get(estimateTariffsCall.path, async (request) => {
    const { cafe } = parse(estimateTariffsCall.params, request.params, "params");
    const query = parse(estimateTariffsCall.query, request.query, "query");
    return ok(estimateTariffsDataSchema, await service.estimateTariffs(cafe, query));
  });
}
