# What scripts/deploy.mjs reads after `terraform apply` (terraform output -json).

output "project_id" {
  value = var.project_id
}

output "project_number" {
  value = data.google_project.this.number
}

output "hosting_url" {
  description = "The admin's default address."
  value       = "https://${google_firebase_hosting_site.default.site_id}.web.app"
}

output "functions_service_account" {
  value = google_service_account.functions.email
}

output "uploads_bucket" {
  value = google_storage_bucket.uploads.name
}

output "secrets_to_set" {
  description = "The secrets Terraform created empty: set each value with gcloud (README › Production)."
  value       = concat(sort(local.function_secrets), [google_secret_manager_secret.smtp_password.secret_id])
}

# The admin's build settings (Vite reads VITE_* at build time). The web API key is public by design (it ships in the
# admin's code), but the provider may mark it sensitive, so the output is too: `terraform output -json` shows it.
output "web_env" {
  sensitive = true
  value = {
    VITE_FIREBASE_API_KEY            = data.google_firebase_web_app_config.admin.api_key
    VITE_FIREBASE_AUTH_DOMAIN        = data.google_firebase_web_app_config.admin.auth_domain
    VITE_FIREBASE_PROJECT_ID         = var.project_id
    VITE_FIREBASE_STORAGE_BUCKET     = google_storage_bucket.uploads.name
    VITE_FIREBASE_APP_ID             = google_firebase_web_app.admin.app_id
    VITE_SHOP_URL                    = var.shop_url
    VITE_SUBSCRIPTIONS_ALWAYS_ACTIVE = tostring(var.subscriptions_always_active)
  }
}

# The functions' settings that are no secrets (functions/src/config.ts and verifactu/sending/config.ts read them);
# scripts/deploy.mjs writes them to functions/.env.<project id>, which `firebase deploy` hands to the functions.
output "functions_env" {
  value = {
    APP_URL                     = var.app_url != "" ? var.app_url : "https://${var.project_id}.web.app"
    SHOP_URL                    = var.shop_url
    STORAGE_BUCKET              = google_storage_bucket.uploads.name
    CALLER_PROXY_HOPS           = "2"
    STRIPE_PUBLISHABLE_KEY      = var.stripe_publishable_key
    STRIPE_PRICING_TABLE_ID     = var.stripe_pricing_table_id
    SUBSCRIPTIONS_ALWAYS_ACTIVE = tostring(var.subscriptions_always_active)
    IOS_APP_VERSION             = var.ios_app_version
    IOS_APPSTORE_LINK           = var.ios_appstore_link
    VERIFACTU_PRODUCER_NAME     = var.verifactu_producer_name
    VERIFACTU_PRODUCER_TAX_ID   = var.verifactu_producer_tax_id
  }
}
