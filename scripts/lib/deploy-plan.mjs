// What `npm run deploy -- --env <dev|production>` does, as data: the checks, the commands in order, the smoke checks
// and the addresses it prints. scripts/deploy.mjs runs it (or only prints it with --dry-run); scripts/deploy.test.ts
// checks it. Node built-ins only.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const ENVIRONMENTS = ["dev", "production"];

/**
 * What firebase-tools deploys: the functions, Hosting (the built admin), Firestore's rules and indexes and the
 * Trigger Email extension (firebase.json and extensions/firestore-send-email.env). Terraform has already made the
 * same rules, indexes and extension from the same files, so these deploys find them as they are; Storage's rules are
 * released by Terraform alone, on the uploads bucket (firebase.json's "storage" would address the project's default
 * bucket, which this project does not use).
 */
export const FIREBASE_ONLY = "functions,hosting,firestore,extensions";

/** An /api call that needs a signed-in user with the settings permission: without a token it answers 401. */
export const SMOKE_API_PATH = "/api/banking/status";

export const USAGE = `Usage: npm run deploy -- --env <${ENVIRONMENTS.join("|")}> [--dry-run] [--yes]

  --env      the environment: terraform/environments/<env>.tfvars and <env>.gcs.tfbackend
  --dry-run  print every step and command without changing anything; runs the checks it can
  --yes      no questions: terraform apply -auto-approve, firebase deploy --non-interactive --force`;

/** { env, dryRun, yes, help } from the command line, or { error }. */
export function parseArgs(argv) {
  const options = { env: null, dryRun: false, yes: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--dry-run") options.dryRun = true;
    else if (arg === "--yes" || arg === "-y") options.yes = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg === "--env") options.env = argv[++i] ?? "";
    else if (arg.startsWith("--env=")) options.env = arg.slice("--env=".length);
    else return { error: `Unknown argument: ${arg}` };
  }
  if (options.help) return options;
  if (!options.env) return { error: "Which environment? --env is missing." };
  if (!ENVIRONMENTS.includes(options.env)) return { error: `Unknown environment "${options.env}": ${ENVIRONMENTS.join(" or ")}.` };
  return options;
}

/** A `name = "value"` line of a variable file (the variable files keep these settings on one line each). */
export function tfvar(text, name) {
  const m = new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"\\s*(#.*)?$`, "m").exec(text);
  return m ? m[1] : null;
}

/** The environment's files and settings: { varFile, backendFile, projectId, problems } (paths relative to terraform/). */
export function environmentFiles(root, env) {
  const varFile = `environments/${env}.tfvars`;
  const backendFile = `environments/${env}.gcs.tfbackend`;
  const problems = [];
  let projectId = null;
  const vars = join(root, "terraform", varFile);
  if (!existsSync(vars)) problems.push(`terraform/${varFile} is missing`);
  else {
    const text = readFileSync(vars, "utf8");
    projectId = tfvar(text, "project_id");
    if (!projectId) problems.push(`terraform/${varFile} has no project_id`);
    if (/"000000-000000-000000"|"[^"]*@example\.com"/.test(text)) problems.push(`terraform/${varFile} still holds placeholders (billing_account, alert_email): fill it in (README › Production)`);
  }
  if (!existsSync(join(root, "terraform", backendFile))) problems.push(`terraform/${backendFile} is missing`);
  return { varFile, backendFile, projectId, problems };
}

/**
 * The steps of a deploy, in order. Each: { id, title, command? (argv), cwd? ("terraform" or the root), env? (names of
 * the variables the step gets), note? }. `checks` and `smoke` are listed apart.
 */
export function deployPlan({ env, projectId, varFile, backendFile, yes = false }) {
  const siteUrl = `https://${projectId}.web.app`;
  const steps = [
    { id: "tree", title: "The work tree is committed (git status is clean)", check: true },
    { id: "tests", title: "npm test passed for this commit (.cache/test-runs/passed-<commit>)", check: true },
    { id: "tools", title: "Terraform on the PATH and a Google account (gcloud application-default credentials)", check: true },
    {
      id: "terraform-init",
      title: "Terraform: the environment's remote state",
      command: ["terraform", "-chdir=terraform", "init", "-input=false", "-reconfigure", `-backend-config=${backendFile}`],
    },
    {
      id: "terraform-apply",
      title: "Terraform: the cloud project (APIs, Firebase, Firestore, Auth, Storage, Hosting, secrets, extension, IAM, alerts)",
      command: ["terraform", "-chdir=terraform", "apply", "-input=false", `-var-file=${varFile}`, ...(yes ? ["-auto-approve"] : [])],
    },
    {
      id: "terraform-output",
      title: `Terraform's outputs: functions/.env.${projectId} from functions_env, the admin's build settings from web_env`,
      command: ["terraform", "-chdir=terraform", "output", "-json"],
    },
    {
      id: "build",
      title: "Build the functions and the admin",
      command: ["npm", "run", "build"],
      env: ["VITE_FIREBASE_API_KEY", "VITE_FIREBASE_AUTH_DOMAIN", "VITE_FIREBASE_PROJECT_ID", "VITE_FIREBASE_STORAGE_BUCKET", "VITE_FIREBASE_APP_ID", "VITE_SHOP_URL", "VITE_SUBSCRIPTIONS_ALWAYS_ACTIVE"],
    },
    {
      id: "firebase-deploy",
      title: "firebase-tools: functions, hosting, Firestore rules and indexes, the mail extension",
      command: ["npx", "firebase", "deploy", "--project", projectId, "--only", FIREBASE_ONLY, ...(yes ? ["--non-interactive", "--force"] : [])],
    },
  ];
  const smoke = [
    { url: `${siteUrl}/version.json`, status: 200, type: "application/json", what: "the server's version" },
    { url: `${siteUrl}/admin/login`, status: 200, type: "text/html", what: "the login page" },
    { url: `${siteUrl}${SMOKE_API_PATH}`, status: 401, what: "an /api call without a token is refused" },
  ];
  const addresses = [
    ["Admin", `${siteUrl}/admin/`],
    ["API", `${siteUrl}/api/`],
    ["Stripe webhook endpoint", `${siteUrl}/api/webhooks/stripe`],
    ["Printers (CloudPRNT server URL)", `${siteUrl}/api/cloudprnt/<printer id>/<secret> (shown in Settings → Printers)`],
    ["Firebase console", `https://console.firebase.google.com/project/${projectId}/overview`],
  ];
  return { env, projectId, siteUrl, steps, smoke, addresses };
}

/** The lines of functions/.env.<project>: the non-empty settings, quoted when they need it. */
export function functionsEnvFile(settings) {
  const lines = ["# Written by npm run deploy from Terraform's functions_env output (terraform/outputs.tf); not edited by hand."];
  for (const [key, value] of Object.entries(settings).sort(([a], [b]) => a.localeCompare(b))) {
    if (value === "" || value === null || value === undefined) continue;
    const text = String(value);
    lines.push(`${key}=${/^[\w./:@-]*$/.test(text) ? text : JSON.stringify(text)}`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The outcome of the checks: { ok, blocking } where blocking lists the failed checks that are not only a missing
 * tool or account. A dry run succeeds when nothing blocks; a real deploy needs every check.
 */
export function checkOutcome(results) {
  const blocking = results.filter((r) => !r.ok && !r.toolOrAccount);
  return { ok: results.every((r) => r.ok), blocking };
}
