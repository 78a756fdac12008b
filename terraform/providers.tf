# Both providers work on the environment's project. user_project_override and billing_project make the APIs that
# are billed to a project (Billing Budgets, Identity Platform, Firebase) count the calls against this project
# instead of the caller's own, as they must when the caller is a person signed in with gcloud.
provider "google" {
  project               = var.project_id
  region                = var.region
  user_project_override = true
  billing_project       = var.project_id
}

provider "google-beta" {
  project               = var.project_id
  region                = var.region
  user_project_override = true
  billing_project       = var.project_id
}

data "google_project" "this" {
  project_id = var.project_id
}
