// Who the orders rules tests act as: company A's owner, a waiter (orders), a cook without orders, and
// company B's waiter and owner.
import { COMPANY_A, COMPANY_B, type Identity } from "./rulesEnv";

export const ownerA: Identity = { uid: COMPANY_A, claims: { companyId: COMPANY_A, owner: true } };
export const waiterA: Identity = { uid: "waiter-a", claims: { companyId: COMPANY_A, permissions: ["orders"] } };
export const cookA: Identity = { uid: "cook-a", claims: { companyId: COMPANY_A, permissions: ["products", "zones", "settings"] } };
export const waiterB: Identity = { uid: "waiter-b", claims: { companyId: COMPANY_B, permissions: ["orders"] } };
export const ownerB: Identity = { uid: COMPANY_B, claims: { companyId: COMPANY_B, owner: true } };
