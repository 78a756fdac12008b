# Alerts to alert_email: the monthly budget, and every ERROR the functions log (the product logs failures it cannot
# answer for as ERROR: a webhook it cannot apply, a mail or SMS not sent, tax records that cannot be sent…).

resource "google_monitoring_notification_channel" "email" {
  project      = var.project_id
  display_name = "Comanda alerts (${var.environment})"
  type         = "email"
  labels = {
    email_address = var.alert_email
  }

  depends_on = [google_project_service.api["monitoring.googleapis.com"]]
}

resource "google_billing_budget" "monthly" {
  billing_account = var.billing_account
  display_name    = "Comanda ${var.environment}"

  budget_filter {
    projects               = ["projects/${data.google_project.this.number}"]
    calendar_period        = "MONTH"
    credit_types_treatment = "INCLUDE_ALL_CREDITS"
  }

  amount {
    specified_amount {
      currency_code = var.budget_currency
      units         = tostring(var.budget_amount)
    }
  }

  threshold_rules {
    threshold_percent = 0.5
  }
  threshold_rules {
    threshold_percent = 0.9
  }
  threshold_rules {
    threshold_percent = 1.0
  }
  threshold_rules {
    threshold_percent = 1.0
    spend_basis       = "FORECASTED_SPEND"
  }

  all_updates_rule {
    monitoring_notification_channels = [google_monitoring_notification_channel.email.id]
    disable_default_iam_recipients   = false
  }

  depends_on = [google_project_service.api["billingbudgets.googleapis.com"]]
}

# 2nd-gen functions (and the mail extension's) run on Cloud Run: their log entries are cloud_run_revision ones.
resource "google_logging_metric" "function_errors" {
  project     = var.project_id
  name        = "comanda-function-errors"
  description = "ERROR (and worse) log entries of the functions, by function."
  filter      = "resource.type=\"cloud_run_revision\" AND severity>=ERROR"

  metric_descriptor {
    metric_kind  = "DELTA"
    value_type   = "INT64"
    unit         = "1"
    display_name = "Comanda function errors"
    labels {
      key         = "function"
      value_type  = "STRING"
      description = "The function (Cloud Run service) that logged the error."
    }
  }
  label_extractors = {
    function = "EXTRACT(resource.labels.service_name)"
  }

  depends_on = [google_project_service.api["logging.googleapis.com"]]
}

resource "google_monitoring_alert_policy" "function_errors" {
  project      = var.project_id
  display_name = "Comanda: a function logged an error (${var.environment})"
  combiner     = "OR"
  severity     = "ERROR"

  conditions {
    display_name = "ERROR log entries of a function"
    condition_threshold {
      filter          = "metric.type=\"logging.googleapis.com/user/${google_logging_metric.function_errors.name}\" AND resource.type=\"cloud_run_revision\""
      comparison      = "COMPARISON_GT"
      threshold_value = 0
      duration        = "0s"
      aggregations {
        alignment_period     = "300s"
        per_series_aligner   = "ALIGN_SUM"
        cross_series_reducer = "REDUCE_SUM"
        group_by_fields      = ["metric.label.function"]
      }
      trigger {
        count = 1
      }
    }
  }

  alert_strategy {
    auto_close = "3600s"
  }

  documentation {
    mime_type = "text/markdown"
    content   = "A Comanda function logged an ERROR in ${var.environment}. Logs Explorer: `resource.type=\"cloud_run_revision\" severity>=ERROR` on project ${var.project_id}; the metric's `function` label names the function."
  }

  notification_channels = [google_monitoring_notification_channel.email.id]
}
