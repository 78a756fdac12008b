// Stand-ins for the server's dependencies in unit tests: every method throws "not implemented" until
// the test gives it a body, so a test states exactly what it relies on.
import type { DecodedIdToken } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { Permission } from "@comanda/shared";
import type { Clock } from "../clock";
import type { ServerConfig } from "../config";
import type { StripePort } from "../stripe/secrets";
import type { AppDeps, AuthPort } from "../deps";
import type { Mail, Mailer } from "../mail/mailer";
import type { UploadStore } from "../uploads/store";

/** An object of type T whose given methods work and whose every other member throws when used. */
export function standIn<T extends object>(name: string, given: Partial<T> = {}): T {
  return new Proxy(given, {
    get(target, property, receiver) {
      if (property in target) return Reflect.get(target, property, receiver);
      // Promise resolution and test matchers probe "then" and symbols: answer undefined for those.
      if (typeof property === "symbol" || property === "then" || property === "toJSON") return undefined;
      return () => {
        throw new Error(`${name}.${String(property)} is not implemented in this test`);
      };
    },
  }) as T;
}

export const testConfig: ServerConfig = {
  appVersion: "9.9.9",
  isEmulator: false,
  appUrl: "https://admin.example.com",
  shopUrl: "https://shop.example.com",
  ios: { version: "2.0.0", appstoreLink: "https://apps.example.com/comanda" },
  uploadDir: "/nonexistent",
  storageBucket: undefined,
  callerProxyHops: 2,
  stripe: { apiUrl: undefined, publishableKey: "pk_test_unit", pricingTableId: "prctbl_unit", pricingTableScript: "https://js.stripe.com/v3/pricing-table.js", subscriptionsAlwaysActive: false },
};

export const fixedClock: Clock = { now: () => new Date("2025-03-01T12:00:00.000Z") };

export interface TestUser {
  uid: string;
  companyId?: string;
  permissions?: Permission[];
  owner?: boolean;
  email?: string;
  emailVerified?: boolean;
}

/** An ID token as firebase-admin decodes it, with the company claims. */
export function decodedToken(user: TestUser): DecodedIdToken {
  const now = Math.floor(fixedClock.now().getTime() / 1000);
  return {
    aud: "demo-unit",
    auth_time: now,
    exp: now + 3600,
    iat: now,
    iss: "https://securetoken.google.com/demo-unit",
    sub: user.uid,
    uid: user.uid,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...(user.email ? { email: user.email, email_verified: user.emailVerified ?? true } : {}),
    ...(user.companyId ? { companyId: user.companyId } : {}),
    ...(user.permissions ? { permissions: user.permissions } : {}),
    ...(user.owner ? { owner: true } : {}),
  };
}

/** Auth that accepts the bearer tokens named in `tokens` and refuses every other one. */
export function tokenAuth(tokens: Record<string, TestUser>, given: Partial<AuthPort> = {}): AuthPort {
  return standIn<AuthPort>("auth", {
    async verifyIdToken(token: string) {
      const user = tokens[token];
      if (!user) throw Object.assign(new Error("Decoding Firebase ID token failed"), { code: "auth/argument-error" });
      return decodedToken(user);
    },
    ...given,
  });
}

/** A mailer that keeps what it was asked to send. */
export function outbox(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

export function testDeps(given: Partial<AppDeps> = {}): AppDeps {
  return {
    config: testConfig,
    clock: fixedClock,
    auth: standIn<AuthPort>("auth"),
    db: standIn<Firestore>("firestore"),
    mailer: standIn<Mailer>("mailer"),
    uploads: standIn<UploadStore>("uploads"),
    stripe: standIn<StripePort>("stripe"),
    ...given,
  };
}
