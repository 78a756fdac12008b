# The uploads bucket (product photos, logos, profile pictures, exports), known to Firebase, with ../storage.rules
# released on it. Clients never write: uploads go to the signed URLs the api hands out (storage.rules).
resource "google_storage_bucket" "uploads" {
  project                     = var.project_id
  name                        = "${var.project_id}-uploads"
  location                    = var.storage_location
  uniform_bucket_level_access = true
  public_access_prevention    = "inherited"
  force_destroy               = var.environment != "production"

  # The browser uploads straight to a signed URL from the admin's origin.
  cors {
    origin          = concat(["https://${var.project_id}.web.app", "https://${var.project_id}.firebaseapp.com"], [for domain in var.app_domains : "https://${domain}"])
    method          = ["GET", "PUT"]
    response_header = ["Content-Type"]
    max_age_seconds = 3600
  }

  labels = {
    app         = "comanda"
    environment = var.environment
  }

  depends_on = [google_project_service.api["storage.googleapis.com"]]
}

resource "google_firebase_storage_bucket" "uploads" {
  provider  = google-beta
  project   = var.project_id
  bucket_id = google_storage_bucket.uploads.name

  depends_on = [google_project_service.api["firebasestorage.googleapis.com"], google_firebase_project.default]
}

resource "google_firebaserules_ruleset" "storage" {
  project = var.project_id
  source {
    files {
      name    = "storage.rules"
      content = file("${path.module}/../storage.rules")
    }
  }

  lifecycle {
    create_before_destroy = true
  }
  depends_on = [google_firebase_storage_bucket.uploads]
}

resource "google_firebaserules_release" "storage" {
  project      = var.project_id
  name         = "firebase.storage/${google_storage_bucket.uploads.name}"
  ruleset_name = "projects/${var.project_id}/rulesets/${google_firebaserules_ruleset.storage.name}"

  lifecycle {
    replace_triggered_by = [google_firebaserules_ruleset.storage]
  }
}
