// What a company's deletion removes of its automatic translations (company/deletionRegistry.ts joins every feature's).
import type { CompanyDeletionPart } from "../company/deletion";
import { TRANSLATION_RUNS } from "./autoTranslate";

export const translationCompanyDeletion: CompanyDeletionPart = {
  feature: "translation",
  documents: [{ collection: TRANSLATION_RUNS, by: "companyId" }],
};
