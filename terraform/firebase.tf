# Firebase on the project, the admin's web app (its public configuration goes into the admin's build) and the
# Hosting site that serves /admin and rewrites /api and /version.json to the api function (firebase.json).

resource "google_firebase_project" "default" {
  provider = google-beta
  project  = var.project_id

  depends_on = [google_project_service.api["firebase.googleapis.com"]]
}

resource "google_firebase_web_app" "admin" {
  provider     = google-beta
  project      = var.project_id
  display_name = "Comanda admin"

  depends_on = [google_firebase_project.default]
}

data "google_firebase_web_app_config" "admin" {
  provider   = google-beta
  project    = var.project_id
  web_app_id = google_firebase_web_app.admin.app_id
}

# The project's default site (its id is the project id): `firebase deploy --only hosting` deploys to it.
resource "google_firebase_hosting_site" "default" {
  provider = google-beta
  project  = var.project_id
  site_id  = var.project_id
  app_id   = google_firebase_web_app.admin.app_id

  depends_on = [google_project_service.api["firebasehosting.googleapis.com"]]
}
