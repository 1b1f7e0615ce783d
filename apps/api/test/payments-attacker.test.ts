import { MESSAGES } from '@sufra/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCleanRefusal, rowCounts } from './support/attacker.ts';
import { buildAttackTable, type Call, callOwnerToken, sendCall } from './support/attacker-calls.ts';
import type { CardWorld } from './support/card-orders.ts';
import type { HostedWorld } from './support/hosted-factory.ts';
import { createTestApp, type TestApp, testDatabases } from './support/test-app.ts';

/**
 * Helper H7 (issue 9): every customer payment call of decision 0022's table, attacked. Without a
 * token → 401; with a token of another brand → its ids answered like unknown ones (404), nothing
 * written. Malformed bodies are in payments-attacker-input.test.ts; the call table is in
 * support/attacker-calls.ts.
 */
describe.each(testDatabases())('payment calls under attack on %s (issue 9, decision 0022)', (kind) => {
  let t: TestApp;
  let A: CardWorld; // victim, card-elements
  let F: CardWorld; // victim, card-frames
  let B: CardWorld; // the attacker's brand, card-elements
  let H: HostedWorld; // victim, hosted page
  let I: HostedWorld; // victim, hosted iframe
  let calls: Call[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ A, F, B, H, I, calls } = await buildAttackTable(t));
  });
  afterAll(async () => t?.close());

  const send = (call: Call, body: unknown, token?: string) => sendCall(t, call, body, token);
  const ownerToken = (call: Call) => callOwnerToken({ A, F, H, I }, call);

  it('PAY auth: every authenticated call without a token, with a forged token, or with another brand’s token for the victim brand → 401 "Please login to continue", nothing written', async () => {
    const before = await rowCounts(db());
    let n = 0;
    for (const call of calls.filter((c) => c.auth)) {
      const victimBrand =
        ownerToken(call) === A.token
          ? A
          : ownerToken(call) === F.token
            ? F
            : call.path.startsWith('payment-gateway/')
              ? I
              : H;
      const body = { ...call.body, brandId: victimBrand.brand.id };
      for (const token of [undefined, 'forged-token-000000', `${A.token}x`, B.token]) {
        const res = await send(call, body, token);
        expectCleanRefusal(res, 401, `${call.name} token=${token?.slice(0, 6)}`);
        expect(res.body.message).toBe(MESSAGES.unauthorized);
        n++;
      }
    }
    expect(n).toBe(12 * 4);
    expect(await rowCounts(db())).toEqual(before);
  });

  it("PAY tenancy: another brand's customer (its own brandId) naming the victim's orders, cards, payments and payment orders → 404 like unknown ids, nothing written", async () => {
    const before = await rowCounts(db());
    const expected: Record<string, string> = {
      removeUserPaymentCard: MESSAGES.somethingIncorrect,
      verifyPaymentIntent: MESSAGES.invalidPaymentIntent,
      verifyFramesPaymentRequest: MESSAGES.invalidPaymentIntent,
    };
    const probed: string[] = [];
    // The public confirmation (decision 0037) is probed too: signed in, it reads the caller's own payment orders only.
    const probes = calls.filter(
      (c) => (c.auth || c.name === 'iframePaymentConfirmation') && c.required.length > 0,
    );
    for (const call of probes) {
      // The attacker keeps its own brand in the body (brandId B; iframe metaData names the victim).
      const body = { ...call.body, brandId: B.brand.id };
      const res = await send(call, body, B.token);
      expectCleanRefusal(res, 404, call.name);
      expect(res.body.message, call.name).toBe(expected[call.name] ?? MESSAGES.orderNotFound);
      probed.push(call.name);
    }
    expect(probed).toHaveLength(10);
    // The no-id path of verify-frames: the attacker's own brand, the victim's payment id.
    const lists = [
      await send(calls[0]!, { brandId: B.brand.id }, B.token),
      await send(calls[1]!, { brandId: B.brand.id }, B.token),
    ];
    expect(lists[0]!.body.data.paymentCards).toEqual([]);
    expect(lists[1]!.body.data.cards).toEqual([]);
    expect(await rowCounts(db())).toEqual(before);
  });

  it("PAY tenancy: the same customer's token with the victim brand's ids sent under its own brand, and an unknown id, answer alike", async () => {
    const intent = calls.find((c) => c.name === 'createPaymentIntentV2')!;
    const before = await rowCounts(db());
    const theirs = await send(intent, { ...intent.body, brandId: B.brand.id, storeId: B.store.id }, B.token);
    const unknown = await send(
      intent,
      {
        ...intent.body,
        brandId: B.brand.id,
        storeId: B.store.id,
        orderId: '00000000-0000-4000-8000-000000000000',
      },
      B.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(await rowCounts(db())).toEqual(before);
  });
});
