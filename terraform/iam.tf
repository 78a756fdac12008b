# The service account every function runs as (functions/src/index.ts: setGlobalOptions serviceAccount
# "comanda-functions@"), with only what the functions do. No primitive role (Owner, Editor, Viewer) anywhere:
# scripts/infra/terraform.test.ts fails on one.

resource "google_service_account" "functions" {
  project      = var.project_id
  account_id   = "comanda-functions"
  display_name = "Comanda functions (${var.environment})"
  description  = "Runs the api, the Firestore triggers and the scheduled jobs."

  depends_on = [google_project_service.api["iam.googleapis.com"]]
}

locals {
  functions_project_roles = {
    "roles/datastore.user"          = "Firestore reads and writes (Admin SDK)"
    "roles/firebaseauth.admin"      = "accounts: create users, claims, sign-in and reset links"
    "roles/firebasehosting.admin"   = "custom domains: Firebase Hosting's customDomains API"
    "roles/logging.logWriter"       = "the functions' logs"
    "roles/monitoring.metricWriter" = "the functions' metrics"
    "roles/run.invoker"             = "Cloud Scheduler and Eventarc call the jobs and triggers as this account"
    "roles/eventarc.eventReceiver"  = "Firestore triggers receive their events"
  }
}

resource "google_project_iam_member" "functions" {
  for_each = local.functions_project_roles

  project = var.project_id
  role    = each.key
  member  = google_service_account.functions.member
}

# Upload links are URLs signed by this account (signBlob), and so are the custom tokens of API accounts.
resource "google_service_account_iam_member" "functions_sign_as_itself" {
  service_account_id = google_service_account.functions.name
  role               = "roles/iam.serviceAccountTokenCreator"
  member             = google_service_account.functions.member
}

# Files of the uploads bucket only, not every bucket of the project.
resource "google_storage_bucket_iam_member" "functions_uploads" {
  bucket = google_storage_bucket.uploads.name
  role   = "roles/storage.objectAdmin"
  member = google_service_account.functions.member
}

# Cloud Functions builds the functions' images as the project's default compute account; new projects no longer
# give it Editor, so it gets the builder role (and nothing more).
resource "google_project_iam_member" "functions_build" {
  project = var.project_id
  role    = "roles/cloudbuild.builds.builder"
  member  = "serviceAccount:${data.google_project.this.number}-compute@developer.gserviceaccount.com"

  depends_on = [google_project_service.api["compute.googleapis.com"], google_project_service.api["cloudbuild.googleapis.com"]]
}
