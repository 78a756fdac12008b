# The Google APIs this environment uses. Left enabled when the configuration is destroyed (disabling an API
# under running services breaks them).
locals {
  apis = [
    "serviceusage.googleapis.com",         # enabling the others
    "cloudresourcemanager.googleapis.com", # project IAM
    "iam.googleapis.com",                  # service accounts
    "iamcredentials.googleapis.com",       # signBlob: upload links (signed URLs) and custom tokens
    "firebase.googleapis.com",
    "firestore.googleapis.com",
    "firebaserules.googleapis.com",   # Firestore and Storage rules
    "identitytoolkit.googleapis.com", # Firebase Auth / Identity Platform
    "storage.googleapis.com",
    "firebasestorage.googleapis.com",
    "firebasehosting.googleapis.com", # Hosting, and its custom-domain API the domains settings call
    "cloudfunctions.googleapis.com",
    "run.googleapis.com",              # 2nd-gen functions run on Cloud Run
    "cloudbuild.googleapis.com",       # builds the functions
    "artifactregistry.googleapis.com", # keeps the functions' images
    "compute.googleapis.com",          # the default compute service account the functions' builds use
    "eventarc.googleapis.com",         # Firestore triggers
    "pubsub.googleapis.com",           # Eventarc and the scheduled jobs
    "cloudscheduler.googleapis.com",   # the every-minute jobs
    "secretmanager.googleapis.com",
    "firebaseextensions.googleapis.com", # the Trigger Email extension
    "translate.googleapis.com",          # automatic translation (TRANSLATE_API_KEY)
    "logging.googleapis.com",
    "monitoring.googleapis.com",
    "cloudbilling.googleapis.com",
    "billingbudgets.googleapis.com",
  ]
}

resource "google_project_service" "api" {
  for_each = toset(local.apis)

  project            = var.project_id
  service            = each.value
  disable_on_destroy = false
}
