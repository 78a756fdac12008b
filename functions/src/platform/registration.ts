// POST /api/registration: a new owner with their company. All or nothing: when any step after creating
// the Auth user fails, the user and the documents written so far are removed again.
import { setUserClaims } from "./claims";
import { COLLECTIONS, SAMPLE_KINDS, sampleCatalogue, type CompanyClaims, type LanguageCode, type RegistrationRequest } from "@comanda/shared";
import type { DocumentReference } from "firebase-admin/firestore";
import { newCompany, newCompanyInfo, newCompanySettings } from "../company/defaults";
import { slugBase, slugCandidates } from "../company/slug";
import { slugFreeFor, writeSlugClaims } from "../company/slugClaims";
import type { AppDeps } from "../deps";
import { ApiHttpError, firebaseErrorCode, validationError } from "../http/errors";
import * as logs from "../logs";
import { sendVerificationMail, type MailOptions } from "./accountMail";
import { runTransaction } from "../transactions";

/** The claims of a company owner: the owner's uid is the company id. */
export function ownerClaims(uid: string): CompanyClaims & { companyId: string; owner: true; permissions: ["owner"] } {
  return { companyId: uid, owner: true, permissions: ["owner"] };
}

async function createAuthUser(deps: AppDeps, input: RegistrationRequest): Promise<string> {
  try {
    const user = await deps.auth.createUser({ email: input.email, password: input.password, displayName: input.name.trim(), emailVerified: false });
    return user.uid;
  } catch (error) {
    switch (firebaseErrorCode(error)) {
      case "auth/email-already-exists":
        throw new ApiHttpError("email-already-in-use", { email: ["email-already-in-use"] });
      case "auth/invalid-email":
        throw validationError({ email: ["format"] });
      case "auth/invalid-password":
        throw validationError({ password: ["minLength"] });
      case "auth/invalid-display-name":
        throw validationError({ name: ["format"] });
      default:
        throw error;
    }
  }
}

function companyRefs(deps: AppDeps, uid: string): DocumentReference[] {
  return [COLLECTIONS.companies, COLLECTIONS.companyInfos, COLLECTIONS.companySettings, COLLECTIONS.users].map((name) =>
    deps.db.collection(name).doc(uid),
  );
}

/** Writes the company's first documents; the slug is chosen inside the transaction, so it stays unique. */
async function createCompany(deps: AppDeps, uid: string, input: RegistrationRequest, language: LanguageCode): Promise<string> {
  const { db } = deps;
  const now = deps.clock.now().toISOString();
  const email = input.email.trim().toLowerCase();
  const [company, info, settings, user] = companyRefs(deps, uid) as [DocumentReference, DocumentReference, DocumentReference, DocumentReference];
  return runTransaction(db, async (tx) => {
    const base = slugBase(input.companyname);
    const at = deps.clock.now();
    let slug: string | undefined;
    // The same claim documents as the info screen's slug (company/slugClaims.ts): a slug another company
    // holds, or left less than 90 days ago, is not given again.
    for (const candidate of slugCandidates(base)) {
      if ((await slugFreeFor(tx, db, candidate, uid, at)).free) {
        slug = candidate;
        break;
      }
    }
    slug ??= `${base}-${uid.slice(0, 8).toLowerCase()}`;
    writeSlugClaims(tx, db, uid, slug, null, at);
    tx.create(company, newCompany(uid, now));
    tx.create(info, newCompanyInfo(uid, { companyname: input.companyname, email, name: input.name, slug }));
    const companySettings = newCompanySettings(uid, language);
    tx.create(settings, companySettings);
    // A small sample catalogue, so the admin and the shop look alive from the start; each document is
    // marked as sample with its fingerprint, and the intro widget deletes the ones left untouched.
    const samples = sampleCatalogue(uid, companySettings.vat, (collection) => db.collection(collection).doc().id);
    for (const kind of SAMPLE_KINDS) {
      for (const { id, data } of samples[kind]) tx.create(db.collection(COLLECTIONS[kind]).doc(id), data);
    }
    tx.create(user, {
      companyId: uid,
      displayName: input.name.trim(),
      name: input.name.trim(),
      picture: null,
      email,
      language,
      acceptNewsletter: input.acceptNewsletter === true,
      termsAcceptedAt: now,
      privacyAcceptedAt: now,
      createdAt: now,
    });
    return slug;
  });
}

async function rollBack(deps: AppDeps, uid: string): Promise<void> {
  try {
    const batch = deps.db.batch();
    for (const ref of companyRefs(deps, uid)) batch.delete(ref);
    for (const claim of (await deps.db.collection(COLLECTIONS.slugs).where("companyId", "==", uid).get()).docs) batch.delete(claim.ref);
    for (const kind of SAMPLE_KINDS) {
      for (const sample of (await deps.db.collection(COLLECTIONS[kind]).where("companyId", "==", uid).get()).docs) batch.delete(sample.ref);
    }
    await batch.commit();
  } catch (error) {
    logs.registrationCleanupFailed(uid, "documents", error);
  }
  try {
    await deps.auth.deleteUser(uid);
  } catch (error) {
    logs.registrationCleanupFailed(uid, "user", error);
  }
}

export async function registerOwner(deps: AppDeps, input: RegistrationRequest, mail: MailOptions): Promise<{ uid: string }> {
  const uid = await createAuthUser(deps, input);
  try {
    const slug = await createCompany(deps, uid, input, mail.language);
    await setUserClaims(deps, uid, ownerClaims(uid));
    await sendVerificationMail(deps, { uid, email: input.email, name: input.name }, mail);
    logs.ownerRegistered(uid, slug);
    return { uid };
  } catch (error) {
    logs.registrationRolledBack(uid, error);
    await rollBack(deps, uid);
    throw error;
  }
}
