// `npm run deploy -- --env <dev|production> [--dry-run] [--yes]`: puts the committed, tested tree into an
// environment's Google Cloud project. Checks that the tree is committed and that `npm test` passed for this commit,
// applies terraform/ with the environment's variable file, builds with Terraform's outputs, deploys with
// firebase-tools, runs the smoke checks and prints the addresses. --dry-run prints every step and command and runs
// only the checks (no account and no Terraform needed). The plan itself is scripts/lib/deploy-plan.mjs.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { root } from "./lib/firebase-env.mjs";
import { USAGE, checkOutcome, deployPlan, environmentFiles, functionsEnvFile, parseArgs } from "./lib/deploy-plan.mjs";
import { passedRun, treeState } from "./lib/test-marker.mjs";

const options = parseArgs(process.argv.slice(2));
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (options.error) {
  console.error(`${options.error}\n\n${USAGE}`);
  process.exit(2);
}

const files = environmentFiles(root, options.env);
const plan = deployPlan({ env: options.env, projectId: files.projectId ?? "<project_id>", varFile: files.varFile, backendFile: files.backendFile, yes: options.yes });
const shell = (argv) => argv.map((a) => (/^[\w./:=,@<>-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`)).join(" ");

function onPath(command) {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** The checks, each { id, ok, text, toolOrAccount }. */
function runChecks() {
  const results = [];
  const tree = treeState(root);
  results.push({
    id: "tree",
    ok: tree.commit !== null && tree.clean,
    text: tree.commit === null ? "not a git work tree" : tree.clean ? `clean at ${tree.commit.slice(0, 12)}` : `${tree.changes.length} uncommitted change(s), e.g. ${tree.changes.slice(0, 3).map((c) => c.trim()).join("; ")}: commit them (or stash your own) first`,
  });
  const passed = tree.commit ? passedRun(root, tree.commit) : null;
  results.push({
    id: "tests",
    ok: passed !== null,
    text: passed ? `passed at ${passed.at}${typeof passed.passed === "number" ? ` (${passed.passed} tests)` : ""}` : `no record that npm test passed for ${tree.commit?.slice(0, 12) ?? "this tree"}: run npm test on the committed tree`,
  });
  const missing = [];
  if (!onPath("terraform")) missing.push("terraform is not on the PATH (https://developer.hashicorp.com/terraform/install)");
  if (!existsSync(join(root, "node_modules", ".bin", "firebase"))) missing.push("firebase-tools is not installed (npm ci)");
  const adc = process.env.GOOGLE_APPLICATION_CREDENTIALS || join(process.env.HOME ?? "", ".config", "gcloud", "application_default_credentials.json");
  if (!existsSync(adc)) missing.push("no Google account: gcloud auth application-default login (and firebase login)");
  results.push({ id: "tools", ok: missing.length === 0, text: missing.length === 0 ? "terraform, firebase-tools and application-default credentials found" : missing.join("; "), toolOrAccount: true });
  if (files.problems.length > 0) results.push({ id: "settings", ok: false, text: files.problems.join("; "), toolOrAccount: !files.problems.some((p) => p.includes("missing") || p.includes("no project_id")) });
  return results;
}

function printChecks(results) {
  for (const r of results) console.log(`  ${r.ok ? "✔" : r.toolOrAccount ? "–" : "✘"} ${r.id}: ${r.text}`);
}

function run(step, env = process.env) {
  console.log(`\n━━ ${step.title}\n$ ${shell(step.command)}`);
  const result = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✘ ${step.id} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

async function smokeCheck({ url, status, type, what }) {
  // Hosting and a new function revision can take a minute to answer everywhere.
  let last = "";
  for (let attempt = 1; attempt <= 6; attempt++) {
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
      const contentType = response.headers.get("content-type") ?? "";
      if (response.status === status && (!type || contentType.includes(type))) return { ok: true, text: `${url} → ${response.status} ${contentType.split(";")[0]} (${what})` };
      last = `${url} → ${response.status} ${contentType}; expected ${status}${type ? ` ${type}` : ""} (${what})`;
    } catch (error) {
      last = `${url}: ${error instanceof Error ? error.message : String(error)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  return { ok: false, text: last };
}

async function main() {
  console.log(`${options.dryRun ? "Dry run of the deploy" : "Deploy"} to ${plan.env} (project ${plan.projectId}${files.projectId ? "" : ", unknown"})`);
  console.log("\n━━ Checks");
  const checks = runChecks();
  printChecks(checks);
  const outcome = checkOutcome(checks);

  if (options.dryRun) {
    console.log("\n━━ Then, in order (nothing is run in a dry run):");
    for (const [i, step] of plan.steps.filter((s) => !s.check).entries()) {
      console.log(`${i + 1}. ${step.title}\n   $ ${shell(step.command)}${step.env ? `\n   with ${step.env.join(", ")} from Terraform's web_env` : ""}`);
    }
    console.log("\n━━ Smoke checks");
    for (const s of plan.smoke) console.log(`  GET ${s.url} → ${s.status}${s.type ? ` ${s.type}` : ""} (${s.what})`);
    console.log("\n━━ Addresses");
    for (const [name, address] of plan.addresses) console.log(`  ${name}: ${address}`);
    if (outcome.blocking.length > 0) {
      console.log(`\n✘ A deploy would stop at: ${outcome.blocking.map((r) => r.id).join(", ")}.`);
      return 1;
    }
    console.log(`\n✔ Dry run done${outcome.ok ? "" : ": only the tools, the account or the owner's settings marked – are missing for a real deploy"}.`);
    return 0;
  }

  if (!outcome.ok) {
    console.error("\n✘ Not deploying: see the checks above (npm run deploy -- --env " + plan.env + " --dry-run shows the whole plan).");
    return 1;
  }
  const byId = Object.fromEntries(plan.steps.map((s) => [s.id, s]));
  run(byId["terraform-init"]);
  run(byId["terraform-apply"]);
  console.log(`\n━━ ${byId["terraform-output"].title}\n$ ${shell(byId["terraform-output"].command)}`);
  const output = spawnSync(byId["terraform-output"].command[0], byId["terraform-output"].command.slice(1), { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (output.status !== 0) return 1;
  const outputs = JSON.parse(output.stdout);
  const projectId = outputs.project_id.value;
  writeFileSync(join(root, "functions", `.env.${projectId}`), functionsEnvFile(outputs.functions_env.value));
  console.log(`wrote functions/.env.${projectId}`);
  run(byId.build, { ...process.env, ...Object.fromEntries(Object.entries(outputs.web_env.value).filter(([, v]) => v !== "")) });
  run(byId["firebase-deploy"]);

  console.log("\n━━ Smoke checks");
  const siteUrl = outputs.hosting_url.value;
  let failed = 0;
  for (const check of plan.smoke) {
    const result = await smokeCheck({ ...check, url: check.url.replace(plan.siteUrl, siteUrl) });
    if (!result.ok) failed++;
    console.log(`  ${result.ok ? "✔" : "✘"} ${result.text}`);
  }
  console.log("\n━━ Addresses");
  for (const [name, address] of plan.addresses) console.log(`  ${name}: ${address.replace(plan.siteUrl, siteUrl)}`);
  if (outputs.secrets_to_set) console.log(`  Secrets (set their values with gcloud, README › Production): ${outputs.secrets_to_set.value.join(", ")}`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
