// Firebase Hosting's custom-domain API (REST v1beta1 projects.sites.customDomains) through google-auth-library:
// in the cloud an authorised client with the functions' service account (GoogleAuth, cloud-platform scope);
// towards the local stand-in the same requests without credentials (PassThroughClient).
import { GoogleAuth, PassThroughClient, gaxios } from "google-auth-library";
import type { HostingCustomDomain } from "@comanda/shared";
import type { HostingConfig } from "../config";

/** What the domain feature asks of Hosting. Each call throws HostingUnavailableError when Hosting fails. */
export interface HostingPort {
  /** Creates the custom domain on the site; one that exists already is kept (a repeated add). */
  create(domain: string): Promise<void>;
  /** The custom domain as Hosting holds it now; null when Hosting does not hold it. */
  get(domain: string): Promise<HostingCustomDomain | null>;
  /** Removes the custom domain from the site; one Hosting does not hold is fine. */
  delete(domain: string): Promise<void>;
}

export class HostingUnavailableError extends Error {
  constructor(readonly operation: string, readonly status: number | undefined, cause: unknown) {
    super(`Firebase Hosting ${operation} failed${status ? ` (HTTP ${status})` : ""}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "HostingUnavailableError";
  }
}

interface RequestClient {
  request<T>(options: gaxios.GaxiosOptions): Promise<gaxios.GaxiosResponse<T>>;
}

const SCOPE = "https://www.googleapis.com/auth/cloud-platform";
const TIMEOUT_MS = 15_000;

function statusOf(error: unknown): number | undefined {
  return error instanceof gaxios.GaxiosError ? error.response?.status : undefined;
}

export class RestHostingClient implements HostingPort {
  private readonly base: string;

  constructor(private readonly client: RequestClient, config: Pick<HostingConfig, "apiUrl" | "projectId" | "siteId">) {
    this.base = `${config.apiUrl}/v1beta1/projects/${encodeURIComponent(config.projectId)}/sites/${encodeURIComponent(config.siteId)}/customDomains`;
  }

  private async call<T>(operation: string, options: gaxios.GaxiosOptions, okStatuses: readonly number[] = []): Promise<T | null> {
    try {
      const res = await this.client.request<T>({ timeout: TIMEOUT_MS, retry: false, responseType: "json", ...options });
      return res.data;
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined && okStatuses.includes(status)) return null;
      throw new HostingUnavailableError(operation, status, error);
    }
  }

  async create(domain: string): Promise<void> {
    // The answer is a long-running operation; the domain's state is read with get().
    await this.call("create", { method: "POST", url: this.base, params: { customDomainId: domain }, data: {} }, [409]);
  }

  async get(domain: string): Promise<HostingCustomDomain | null> {
    return this.call<HostingCustomDomain>("get", { method: "GET", url: `${this.base}/${encodeURIComponent(domain)}` }, [404]);
  }

  async delete(domain: string): Promise<void> {
    await this.call("delete", { method: "DELETE", url: `${this.base}/${encodeURIComponent(domain)}` }, [404]);
  }
}

/** The client of the configuration: authorised towards Google, plain towards a local stand-in. */
export function hostingClientOf(config: HostingConfig): HostingPort {
  const client: RequestClient = config.authenticated ? new GoogleAuth({ scopes: [SCOPE] }) : new PassThroughClient();
  return new RestHostingClient(client, config);
}
