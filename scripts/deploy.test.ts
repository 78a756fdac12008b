// npm run deploy: the plan it runs for each environment (and prints with --dry-run), its arguments, its checks'
// outcome, and the settings it hands from Terraform to the functions and the admin's build.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../shared/src/api/routes";
import { FIREBASE_ONLY, SMOKE_API_PATH, checkOutcome, deployPlan, environmentFiles, functionsEnvFile, parseArgs, tfvar } from "./lib/deploy-plan.mjs";
import { definedSecrets, parseTerraform } from "./infra/terraform-check";

const ROOT = join(import.meta.dirname, "..");

function planFor(env: string, yes = false) {
  const files = environmentFiles(ROOT, env);
  return deployPlan({ env, projectId: files.projectId!, varFile: files.varFile, backendFile: files.backendFile, yes });
}
const commands = (plan: ReturnType<typeof planFor>) => plan.steps.filter((s) => s.command).map((s) => s.command!.join(" "));

describe("npm run deploy", () => {
  it("takes --env dev|production, --dry-run and --yes, and refuses anything else", () => {
    expect(parseArgs(["--env", "production", "--dry-run"])).toEqual({ env: "production", dryRun: true, yes: false, help: false });
    expect(parseArgs(["--env=dev", "--yes"])).toEqual({ env: "dev", dryRun: false, yes: true, help: false });
    expect(parseArgs([]).error).toMatch(/--env is missing/);
    expect(parseArgs(["--env", "staging"]).error).toMatch(/Unknown environment "staging"/);
    expect(parseArgs(["--env", "dev", "--force"]).error).toMatch(/Unknown argument: --force/);
  });

  it("plans production: checks, Terraform with production's state and variables, build, firebase deploy", () => {
    const plan = planFor("production");
    expect(plan.projectId).toBe(tfvar(readFileSync(join(ROOT, "terraform/environments/production.tfvars"), "utf8"), "project_id"));
    expect(plan.steps.filter((s) => s.check).map((s) => s.id)).toEqual(["tree", "tests", "tools"]);
    expect(commands(plan)).toEqual([
      "terraform -chdir=terraform init -input=false -reconfigure -backend-config=environments/production.gcs.tfbackend",
      "terraform -chdir=terraform apply -input=false -var-file=environments/production.tfvars",
      "terraform -chdir=terraform output -json",
      "npm run build",
      `npx firebase deploy --project ${plan.projectId} --only functions,hosting,firestore,extensions`,
    ]);
    expect(plan.smoke.map((s) => `${s.url} ${s.status}`)).toEqual([
      `https://${plan.projectId}.web.app/version.json 200`,
      `https://${plan.projectId}.web.app/admin/login 200`,
      `https://${plan.projectId}.web.app/api/banking/status 401`,
    ]);
    expect(plan.addresses.map(([name]) => name)).toEqual(expect.arrayContaining(["Admin", "Stripe webhook endpoint", "Printers (CloudPRNT server URL)"]));
  });

  it("plans dev with dev's files and project, and --yes asks nothing", () => {
    const dev = planFor("dev", true);
    const production = planFor("production");
    expect(dev.projectId).not.toBe(production.projectId);
    expect(commands(dev)).toEqual([
      "terraform -chdir=terraform init -input=false -reconfigure -backend-config=environments/dev.gcs.tfbackend",
      "terraform -chdir=terraform apply -input=false -var-file=environments/dev.tfvars -auto-approve",
      "terraform -chdir=terraform output -json",
      "npm run build",
      `npx firebase deploy --project ${dev.projectId} --only functions,hosting,firestore,extensions --non-interactive --force`,
    ]);
  });

  it("deploys only what firebase.json describes, smoke-tests a route that needs a token, and serves /version.json from the api", () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")) as Record<string, unknown> & { hosting: { rewrites: { source: string; function?: { functionId: string } }[] } };
    for (const target of FIREBASE_ONLY.split(",")) expect(manifest, target).toHaveProperty(target);
    const route = Object.values(API_ROUTES).find((r) => `/api${r.path}` === SMOKE_API_PATH);
    expect(route?.method).toBe("GET");
    expect(route?.access).not.toBe("none");
    expect(manifest.hosting.rewrites.find((r) => r.source === "/version.json")?.function?.functionId).toBe("api");
  });

  it("reads the environment's project and tells placeholders and missing files apart", () => {
    const dir = mkdtempSync(join(tmpdir(), "comanda-deploy-"));
    mkdirSync(join(dir, "terraform/environments"), { recursive: true });
    writeFileSync(join(dir, "terraform/environments/dev.tfvars"), 'project_id = "my-dev" # the project\nbilling_account = "000000-000000-000000"\nalert_email = "alerts@example.com"\n# e.g. ["admin.example.com"]\n');
    const placeholders = environmentFiles(dir, "dev");
    expect(placeholders.projectId).toBe("my-dev");
    expect(placeholders.problems).toEqual([expect.stringMatching(/still holds placeholders/), "terraform/environments/dev.gcs.tfbackend is missing"]);
    writeFileSync(join(dir, "terraform/environments/dev.tfvars"), 'project_id = "my-dev"\nbilling_account = "012345-6789AB-CDEF01"\nalert_email = "ops@my.example"\n# e.g. ["admin.example.com"]\n');
    writeFileSync(join(dir, "terraform/environments/dev.gcs.tfbackend"), 'bucket = "b"\nprefix = "p"\n');
    expect(environmentFiles(dir, "dev").problems).toEqual([]);
    expect(environmentFiles(dir, "production").problems).toEqual(["terraform/environments/production.tfvars is missing", "terraform/environments/production.gcs.tfbackend is missing"]);
  });

  it("stops a deploy for an uncommitted or untested tree, but a dry run only for that, not for missing tools or account", () => {
    const toolsMissing = [
      { id: "tree", ok: true },
      { id: "tests", ok: true },
      { id: "tools", ok: false, toolOrAccount: true },
    ];
    expect(checkOutcome(toolsMissing)).toEqual({ ok: false, blocking: [] });
    expect(checkOutcome([{ id: "tree", ok: false }, ...toolsMissing.slice(1)]).blocking.map((r) => r.id)).toEqual(["tree"]);
    expect(checkOutcome(toolsMissing.map((r) => ({ ...r, ok: true })))).toEqual({ ok: true, blocking: [] });
  });

  it("hands Terraform's functions_env to the functions and web_env to the admin's build, each a setting the code reads", async () => {
    const outputs = await parseTerraform("outputs.tf", readFileSync(join(ROOT, "terraform/outputs.tf"), "utf8"));
    const output = outputs.output as Record<string, { value: Record<string, string> }[]>;
    const functionsSource = readdirSync(join(ROOT, "functions/src"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !f.includes(".test."))
      .map((f) => readFileSync(join(ROOT, "functions/src", f), "utf8"))
      .join("\n");
    for (const key of Object.keys(output.functions_env![0]!.value)) expect(functionsSource, key).toMatch(new RegExp(`env\\.${key}\\b`));
    const webSource = execFileSync("git", ["grep", "-h", "import.meta.env.VITE_", "--", "web/src"], { cwd: ROOT, encoding: "utf8" });
    for (const key of Object.keys(output.web_env![0]!.value)) expect(webSource, key).toContain(`import.meta.env.${key}`);

    expect(functionsEnvFile({ APP_URL: "https://x.web.app", SHOP_URL: "", VERIFACTU_PRODUCER_NAME: "Comanda SL", CALLER_PROXY_HOPS: "2" })).toBe(
      '# Written by npm run deploy from Terraform\'s functions_env output (terraform/outputs.tf); not edited by hand.\nAPP_URL=https://x.web.app\nCALLER_PROXY_HOPS=2\nVERIFACTU_PRODUCER_NAME="Comanda SL"\n',
    );
  });

  it("the README's production section names every secret the code defines and every Stripe event the product handles", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("\n## Production\n"), readme.indexOf("\n## What an owner can do today"));
    expect(section.length).toBeGreaterThan(1000);
    const secrets = definedSecrets(join(ROOT, "functions/src"));
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of [...secrets, "ext-firestore-send-email-SMTP_PASSWORD"]) expect(section, secret).toContain(`\`${secret}\``);
    // The event tables the webhook registry joins (functions/src/stripe/webhooks/registry.ts).
    const registry = readFileSync(join(ROOT, "functions/src/stripe/webhooks/registry.ts"), "utf8");
    const parts = [...registry.matchAll(/from "\.\.\/\.\.\/(\w+)\/webhooks"/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(1);
    const events = parts.flatMap((part) => [...readFileSync(join(ROOT, "functions/src", part, "webhooks.ts"), "utf8").matchAll(/^\s+"([a-z_]+(?:\.[a-z_]+)+)":/gm)].map((m) => m[1]!));
    expect(events).toContain("payment_intent.succeeded");
    for (const event of events) expect(section, event).toContain(`\`${event}\``);
  });

  it("--dry-run prints the plan and runs only the checks, without an account", () => {
    const run = spawnSync(process.execPath, ["scripts/deploy.mjs", "--env", "dev", "--dry-run"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: "/nonexistent/application_default_credentials.json" } });
    const plan = planFor("dev");
    for (const command of commands(plan)) expect(run.stdout).toContain(`$ ${command}`);
    expect(run.stdout).toMatch(/– tools: .*no Google account/);
    expect(run.stdout).toMatch(/[✔✘] tree: /);
    expect(run.stdout).toMatch(/[✔✘] tests: /);
    // 0 only when the tree is committed and tested; otherwise it names what would stop a deploy.
    expect(run.status === 0 || (run.status === 1 && /A deploy would stop at: (tree|tests)/.test(run.stdout))).toBe(true);
  });
});
