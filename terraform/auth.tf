# Firebase Auth (Identity Platform): sign-in with e-mail and password only, on the admin's own host names. The
# product sends its own verification and reset mails (links made by the Admin SDK, written to the `mail`
# collection), so Auth's templates stay unused.
resource "google_identity_platform_config" "auth" {
  project = var.project_id

  authorized_domains = concat(
    ["localhost", "${var.project_id}.firebaseapp.com", "${var.project_id}.web.app"],
    var.app_domains,
  )

  sign_in {
    allow_duplicate_emails = false
    email {
      enabled           = true
      password_required = true
    }
  }

  depends_on = [google_project_service.api["identitytoolkit.googleapis.com"], google_firebase_project.default]
}
