# The Trigger Email extension (firebase/firestore-send-email): it sends every document the product writes to the
# `mail` collection over SMTP and writes `delivery` back. Its version comes from firebase.json ("extensions") and
# its parameters from ../extensions/firestore-send-email.env, the same files `firebase deploy --only extensions`
# reads, so Terraform and firebase-tools install the same thing.

locals {
  mail_instance_id = "firestore-send-email"
  mail_ref         = split("@", jsondecode(file("${path.module}/../firebase.json")).extensions[local.mail_instance_id])

  # KEY=VALUE lines of the parameters file, comments and blank lines left out.
  mail_env_lines = [
    for line in split("\n", file("${path.module}/../extensions/${local.mail_instance_id}.env")) :
    trimspace(line) if trimspace(line) != "" && !startswith(trimspace(line), "#")
  ]
  mail_env = {
    for line in local.mail_env_lines :
    split("=", line)[0] => replace(join("=", slice(split("=", line), 1, length(split("=", line)))), "$${param:PROJECT_NUMBER}", data.google_project.this.number)
  }
}

resource "google_firebase_extensions_instance" "mail" {
  provider    = google-beta
  project     = var.project_id
  instance_id = local.mail_instance_id

  config {
    extension_ref     = local.mail_ref[0]
    extension_version = local.mail_ref[1]
    # Extension parameters; keys with a "/" are system parameters (where its function runs).
    params        = { for key, value in local.mail_env : key => value if !strcontains(key, "/") }
    system_params = { for key, value in local.mail_env : key => value if strcontains(key, "/") }
  }

  depends_on = [
    google_project_service.api["firebaseextensions.googleapis.com"],
    google_firestore_database.default,
    google_secret_manager_secret_iam_member.smtp_password_extensions_agent,
  ]
}
