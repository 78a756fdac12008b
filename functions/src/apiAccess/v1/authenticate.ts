// HTTP Basic authentication of /api/v1 with the company's API user and password. Every failure (no or a
// malformed header, an unknown user, a wrong or old password) is the same 401, after the same slow hash,
// so that neither the answer nor its timing tells whether a user or company exists.
import { COLLECTIONS, type ApiSettingsData, type CompanyData } from "@comanda/shared";
import type { AppDeps } from "../../deps";
import { apiError } from "../../http/errors";
import { verifyAgainstNothing, type VerifiedCache } from "../credentials";
import { companyAllows } from "../../subscriptions/gates";
import { credentialsRef, type ApiCredentialsDoc } from "../settings";

export const REALM = 'Basic realm="Comanda API", charset="UTF-8"';

/** user and password of an `Authorization: Basic …` header, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const m = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header ?? "");
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  // Users are "api-" and hex digits; anything else (a slash, a huge string) names no document.
  if (!/^[A-Za-z0-9-]{1,64}$/.test(user) || password.length === 0 || password.length > 200) return null;
  return { user, password };
}

/** The company whose credentials the request carries; throws 401, or 403 when access is off or unpaid. */
export async function authenticateIntegrator(deps: AppDeps, header: string | undefined, cache: VerifiedCache): Promise<string> {
  const given = basicCredentials(header);
  if (!given) throw apiError("unauthenticated");
  const stored = (await credentialsRef(deps.db, given.user).get()).data() as ApiCredentialsDoc | undefined;
  if (!stored) {
    await verifyAgainstNothing(given.password);
    throw apiError("unauthenticated");
  }
  if (!(await cache.verify(given.password, stored.password))) throw apiError("unauthenticated");
  // Only a caller who proved the password learns why access is refused.
  const companyId = stored.companyId;
  const [settings, company] = await Promise.all([
    deps.db.collection(COLLECTIONS.companyApiSettings).doc(companyId).get(),
    deps.db.collection(COLLECTIONS.companies).doc(companyId).get(),
  ]);
  const api = settings.data() as Partial<ApiSettingsData> | undefined;
  // A hash left behind for another user name (never written so today) would not be the current one.
  if (api?.user !== given.user) throw apiError("unauthenticated");
  if (api.enabled !== true) throw apiError("api-disabled");
  if (!companyAllows(deps, company.data() as Partial<CompanyData> | undefined, "apiAccess")) throw apiError("subscription-required");
  return companyId;
}
