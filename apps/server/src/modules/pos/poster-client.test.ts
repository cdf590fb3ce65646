import { describe, expect, it } from "vitest";
import { PosError, type PosOrderRequest } from "./pos-client";
import { createPosterClient } from "./poster-client";

// Poster's answers are untrusted input: what the adapter makes of each kind of answer.
const token = "987:secret-token";
const request: PosOrderRequest = {
  key: "job-1",
  spotId: "1",
  serviceMode: "table",
  posTableId: "7",
  comment: "Tablewise #1",
  phone: null,
  clientName: null,
  address: null,
  products: [{ posProductId: "101", count: 1, price: 12000 }],
};
const answering = (status: number, body: string) =>
  createPosterClient({
    apiUrl: "http://poster.test/api",
    token,
    maxAnswerBytes: 1000,
    fetch: () => Promise.resolve(new Response(body, { status })),
  });
const failure = async (client: ReturnType<typeof answering>) => {
  const err: unknown = await client.createOrder(request).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PosError);
  return err as PosError;
};

describe("the Poster adapter", () => {
  it("a refusal is not retried, and Poster's message never carries our token onward", async () => {
    const err = await failure(answering(200, JSON.stringify({ error: 32, message: `bad ${token}` })));
    expect(err).toMatchObject({ retry: false, refusal: true });
    expect(err.message).not.toContain(token);
  });

  it("an answer without an order id, an id that is not a number, or not JSON is an outage, retried", async () => {
    for (const body of [
      JSON.stringify({ response: {} }),
      JSON.stringify({ response: { incoming_order_id: "1; drop" } }),
      "<html>",
    ])
      expect(await failure(answering(200, body))).toMatchObject({ retry: true });
  });

  it("an oversized answer is not read", async () => {
    const big = JSON.stringify({ response: { incoming_order_id: 1, comment: "x".repeat(2000) } });
    expect((await failure(answering(200, big))).message).toMatch(/too large/);
  });

  it("a refused token waits for a person: neither retried nor a refusal of the order", async () => {
    expect(await failure(answering(403, JSON.stringify({ error: 10 })))).toMatchObject({
      retry: false,
      refusal: false,
    });
  });

  it("reads the POS's order id back", async () => {
    const client = answering(200, JSON.stringify({ response: { incoming_order_id: 42 } }));
    expect(await client.createOrder(request)).toEqual({ posOrderId: "42" });
  });
});
