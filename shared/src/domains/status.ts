// From Firebase Hosting's view of a custom domain (REST v1beta1 projects.sites.customDomains: hostState,
// ownershipState, cert.state) to spec §4's four statuses and to which of §8's domain check messages the
// owner reads. Pure.
import type { CustomDomainStatus } from "../entities/customDomain";

/** HOST_UNHOSTED, HOST_UNREACHABLE, HOST_MISMATCH, HOST_CONFLICT, HOST_ACTIVE (or unspecified). */
export type HostingHostState = string;
/** OWNERSHIP_MISSING, OWNERSHIP_UNREACHABLE, OWNERSHIP_MISMATCH, OWNERSHIP_CONFLICT, OWNERSHIP_PENDING, OWNERSHIP_ACTIVE. */
export type HostingOwnershipState = string;
/** CERT_PREPARING, CERT_VALIDATING, CERT_PROPAGATING, CERT_ACTIVE, CERT_EXPIRING_SOON, CERT_EXPIRED. */
export type HostingCertState = string;

export interface HostingDomainStates {
  hostState?: HostingHostState | null;
  ownershipState?: HostingOwnershipState | null;
  certState?: HostingCertState | null;
}

/**
 * Spec §8's domain check messages: connected 'Your domain was connected successfully'; dns-pending the DNS
 * records are not all seen yet (DNS changes can take several hours); certificate-pending the DNS is right
 * and the certificate is still being made.
 */
export const DOMAIN_CHECK_MESSAGES = ["connected", "dns-pending", "certificate-pending"] as const;
export type DomainCheckMessage = (typeof DOMAIN_CHECK_MESSAGES)[number];

export interface DomainStatusView {
  status: CustomDomainStatus;
  /** null: nothing to tell (the domain is not known to Hosting). */
  message: DomainCheckMessage | null;
}

/** Certificates that serve the domain: an active one, and one soon to be renewed (it still serves). */
const SERVING_CERTS = new Set(["CERT_ACTIVE", "CERT_EXPIRING_SOON"]);
/** Ownership Hosting has seen in the DNS: active, or pending (seen, Hosting still confirming it). */
const OWNERSHIP_SEEN = new Set(["OWNERSHIP_ACTIVE", "OWNERSHIP_PENDING"]);

/**
 * unknown: Hosting does not hold the domain (never created there, or deleted); new: Hosting holds it and has
 * seen none of the records yet; waiting: Hosting has seen some or all of them, the domain is not served with
 * its certificate yet; connected: the host and ownership are active and the certificate serves.
 */
export function domainStatusOf(hosting: HostingDomainStates | null): DomainStatusView {
  if (!hosting) return { status: "unknown", message: null };
  const hostActive = hosting.hostState === "HOST_ACTIVE";
  const ownershipActive = hosting.ownershipState === "OWNERSHIP_ACTIVE";
  const ownershipSeen = OWNERSHIP_SEEN.has(hosting.ownershipState ?? "");
  const certServes = SERVING_CERTS.has(hosting.certState ?? "");
  if (hostActive && ownershipActive && certServes) return { status: "connected", message: "connected" };
  if (hostActive && ownershipActive) return { status: "waiting", message: "certificate-pending" };
  if (hostActive || ownershipSeen) return { status: "waiting", message: "dns-pending" };
  return { status: "new", message: "dns-pending" };
}

/** Statuses the scheduled job checks again (everything not connected that Hosting holds or should hold). */
export function domainNeedsCheck(status: CustomDomainStatus): boolean {
  return status !== "connected";
}
