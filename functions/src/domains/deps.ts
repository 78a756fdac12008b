// The domain feature's dependencies from the app's: Hosting's client and the DNS lookup from the configuration.
import { readHostingConfig, type ServerConfig } from "../config";
import type { AppDeps } from "../deps";
import { resolverLookup } from "./dnsCheck";
import type { DomainDeps } from "./domains";
import { hostingClientOf } from "./hostingClient";

const cache = new WeakMap<ServerConfig, Pick<DomainDeps, "hosting" | "dns">>();

export function domainDepsOf(deps: Pick<AppDeps, "db" | "clock" | "config">): DomainDeps {
  let parts = cache.get(deps.config);
  if (!parts) {
    const hosting = deps.config.hosting ?? readHostingConfig(process.env, deps.config.isEmulator);
    parts = { hosting: hostingClientOf(hosting), dns: resolverLookup(hosting.dnsServers) };
    cache.set(deps.config, parts);
  }
  return { db: deps.db, clock: deps.clock, ...parts };
}
