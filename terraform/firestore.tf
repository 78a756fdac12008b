# Firestore (native mode), its rules released from ../firestore.rules, and its indexes and field overrides read
# from ../firestore.indexes.json (the file `firebase deploy --only firestore` and the emulators read): nothing is
# copied here, an index added to the file reaches Terraform by itself.

resource "google_firestore_database" "default" {
  project                           = var.project_id
  name                              = "(default)"
  location_id                       = var.firestore_location
  type                              = "FIRESTORE_NATIVE"
  concurrency_mode                  = "PESSIMISTIC"
  app_engine_integration_mode       = "DISABLED"
  point_in_time_recovery_enablement = var.environment == "production" ? "POINT_IN_TIME_RECOVERY_ENABLED" : "POINT_IN_TIME_RECOVERY_DISABLED"
  delete_protection_state           = var.environment == "production" ? "DELETE_PROTECTION_ENABLED" : "DELETE_PROTECTION_DISABLED"
  deletion_policy                   = var.environment == "production" ? "ABANDON" : "DELETE"

  depends_on = [google_project_service.api["firestore.googleapis.com"], google_firebase_project.default]
}

resource "google_firebaserules_ruleset" "firestore" {
  project = var.project_id
  source {
    files {
      name    = "firestore.rules"
      content = file("${path.module}/../firestore.rules")
    }
  }

  lifecycle {
    create_before_destroy = true
  }
  depends_on = [google_project_service.api["firebaserules.googleapis.com"], google_firestore_database.default]
}

resource "google_firebaserules_release" "firestore" {
  project      = var.project_id
  name         = "cloud.firestore"
  ruleset_name = "projects/${var.project_id}/rulesets/${google_firebaserules_ruleset.firestore.name}"

  lifecycle {
    replace_triggered_by = [google_firebaserules_ruleset.firestore]
  }
}

locals {
  firestore_indexes_file = jsondecode(file("${path.module}/../firestore.indexes.json"))

  # One entry per composite index, keyed by what makes it unique: collection group, scope and its fields in order
  # (scripts/infra/terraform.test.ts computes the same keys from the file and checks none is lost).
  firestore_indexes = {
    for index in local.firestore_indexes_file.indexes :
    "${index.collectionGroup}/${lookup(index, "queryScope", "COLLECTION")}/${join(",", [for field in index.fields : "${field.fieldPath}:${lookup(field, "order", lookup(field, "arrayConfig", ""))}"])}" => index
  }

  # Single-field settings: TTL policies and index exemptions (an empty "indexes" turns the field's automatic
  # indexes off).
  firestore_field_overrides = {
    for override in lookup(local.firestore_indexes_file, "fieldOverrides", []) :
    "${override.collectionGroup}/${override.fieldPath}" => override
  }
}

resource "google_firestore_index" "index" {
  for_each = local.firestore_indexes

  project     = var.project_id
  database    = google_firestore_database.default.name
  collection  = each.value.collectionGroup
  query_scope = lookup(each.value, "queryScope", "COLLECTION")
  api_scope   = lookup(each.value, "apiScope", null)
  density     = lookup(each.value, "density", null)

  dynamic "fields" {
    for_each = each.value.fields
    content {
      field_path   = fields.value.fieldPath
      order        = lookup(fields.value, "order", null)
      array_config = lookup(fields.value, "arrayConfig", null)
    }
  }
}

resource "google_firestore_field" "override" {
  for_each = local.firestore_field_overrides

  project    = var.project_id
  database   = google_firestore_database.default.name
  collection = each.value.collectionGroup
  field      = each.value.fieldPath

  dynamic "ttl_config" {
    for_each = lookup(each.value, "ttl", false) ? [true] : []
    content {}
  }

  index_config {
    dynamic "indexes" {
      for_each = each.value.indexes
      content {
        order        = lookup(indexes.value, "order", null)
        array_config = lookup(indexes.value, "arrayConfig", null)
        query_scope  = lookup(indexes.value, "queryScope", null)
      }
    }
  }
}

# The mail extension writes delivery.expireAt on sent mail documents (TTL_EXPIRE_* in
# ../extensions/firestore-send-email.env); this TTL policy deletes them then. Left out when
# firestore.indexes.json already has the same override.
resource "google_firestore_field" "mail_expiry" {
  count = contains(keys(local.firestore_field_overrides), "${local.mail_env["MAIL_COLLECTION"]}/delivery.expireAt") ? 0 : 1

  project    = var.project_id
  database   = google_firestore_database.default.name
  collection = local.mail_env["MAIL_COLLECTION"]
  field      = "delivery.expireAt"

  ttl_config {}
  index_config {}
}
