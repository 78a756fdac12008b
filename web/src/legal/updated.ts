/** When the privacy policy and the terms last changed (shown on both pages). */
export const LEGAL_UPDATED = new Date("2025-06-01T12:00:00Z");
