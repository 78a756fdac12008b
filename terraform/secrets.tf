# Secret Manager secrets: one for every defineSecret of functions/src (scripts/infra/terraform.test.ts reads the
# code and fails when one is missing here), and the mail extension's SMTP password. Terraform creates them EMPTY:
# no secret version, no value, here or in the state. The owner sets each value with
# `printf %s "$VALUE" | gcloud secrets versions add NAME --data-file=- --project=PROJECT` (README › Production).

locals {
  function_secrets = [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "TAX_CERTIFICATE_KEY",
    "TRANSLATE_API_KEY",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_FROM",
  ]
}

resource "google_secret_manager_secret" "function" {
  for_each = toset(local.function_secrets)

  project   = var.project_id
  secret_id = each.value
  replication {
    auto {}
  }
  labels = {
    app         = "comanda"
    environment = var.environment
    used-by     = "functions"
  }

  depends_on = [google_project_service.api["secretmanager.googleapis.com"]]
}

resource "google_secret_manager_secret_iam_member" "function_access" {
  for_each = google_secret_manager_secret.function

  project   = var.project_id
  secret_id = each.value.secret_id
  role      = "roles/secretmanager.secretAccessor"
  member    = google_service_account.functions.member
}

# The SMTP password of the Trigger Email extension, under the name firebase-tools gives an extension's secret
# (SMTP_PASSWORD of ../extensions/firestore-send-email.env names it).
resource "google_secret_manager_secret" "smtp_password" {
  project   = var.project_id
  secret_id = "ext-${local.mail_instance_id}-SMTP_PASSWORD"
  replication {
    auto {}
  }
  labels = {
    app                            = "comanda"
    environment                    = var.environment
    firebase-extensions-managed-by = local.mail_instance_id
  }

  depends_on = [google_project_service.api["secretmanager.googleapis.com"]]
}

# The Firebase Extensions service agent hands the extension's own service account access to its secret, as
# firebase-tools arranges when it installs an extension.
resource "google_secret_manager_secret_iam_member" "smtp_password_extensions_agent" {
  project   = var.project_id
  secret_id = google_secret_manager_secret.smtp_password.secret_id
  role      = "roles/secretmanager.admin"
  member    = "serviceAccount:service-${data.google_project.this.number}@gcp-sa-firebasemods.iam.gserviceaccount.com"

  depends_on = [google_project_service.api["firebaseextensions.googleapis.com"]]
}
