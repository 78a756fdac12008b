// Stripe's pricing table element (<stripe-pricing-table>): its script is loaded only where the table is
// shown (the profile), never on the login page or any other screen.
import { createElement, useEffect, useState } from "react";
import type { PricingTableAnswer } from "@comanda/shared";

type ScriptState = "loading" | "ready" | "failed";

/** Adds the script once per page (a second table or a remount reuses it). */
export function useScript(src: string): ScriptState {
  const [state, setState] = useState<ScriptState>(() => (document.querySelector(`script[src="${CSS.escape(src)}"][data-loaded="true"]`) ? "ready" : "loading"));
  useEffect(() => {
    let script = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
    if (script?.dataset.loaded === "true") {
      setState("ready");
      return;
    }
    if (!script) {
      script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", () => {
        script!.dataset.loaded = "true";
      });
      document.head.appendChild(script);
    }
    const ready = () => setState("ready");
    const failed = () => setState("failed");
    script.addEventListener("load", ready);
    script.addEventListener("error", failed);
    return () => {
      script.removeEventListener("load", ready);
      script.removeEventListener("error", failed);
    };
  }, [src]);
  return state;
}

export function StripePricingTable({ table }: { table: PricingTableAnswer }) {
  useScript(table.scriptUrl);
  // A custom element: React 19 passes these as attributes, which is what Stripe's element reads.
  return createElement("stripe-pricing-table", {
    "pricing-table-id": table.pricingTableId,
    "publishable-key": table.publishableKey,
    "client-reference-id": table.clientReferenceId,
    ...(table.customerEmail ? { "customer-email": table.customerEmail } : {}),
  });
}
