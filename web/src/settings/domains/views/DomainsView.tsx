// /settings/domains (permission settings; spec §2 "custom domains (list, add and configure modals)"): the
// company's domains with their status, updated live (the Check button and the scheduled check write them); add
// opens the configure modal of the new domain with the DNS records to create; delete after a confirmation.
import { useCallback, useState } from "react";
import { useIntl } from "react-intl";
import type { CustomDomainData } from "@comanda/shared";
import { useCompany } from "../../../company";
import { ListScreen, useConfirmDelete, type ConfirmDeleteMessages } from "../../../ui/screen";
import { AddDomainModal } from "../components/AddDomainModal";
import { ConfigureDomainModal } from "../components/ConfigureDomainModal";
import { DomainTable } from "../components/DomainTable";
import { domainMessages as m } from "../messages";
import { deleteDomain, useDomains } from "../repository";

const DELETE_MESSAGES: ConfirmDeleteMessages = { confirm: m.deleteConfirm, hint: m.deleteHint, ok: m.delete, cancel: m.cancel, done: m.deleted };

export default function DomainsView() {
  const t = useIntl().formatMessage;
  const { companyId } = useCompany();
  const domains = useDomains(companyId);
  const [adding, setAdding] = useState(false);
  // The configured domain's name, and what the add answered until the live list has it.
  const [configuring, setConfiguring] = useState<string | null>(null);
  const [added, setAdded] = useState<CustomDomainData | null>(null);
  const live = configuring ? (domains.data.find((d) => d.domain === configuring) ?? null) : null;
  const configured = live ?? (added && added.domain === configuring ? added : null);

  const confirmDelete = useConfirmDelete(DELETE_MESSAGES, deleteDomain);
  const onDelete = useCallback((domain: string) => confirmDelete(domain, domain), [confirmDelete]);

  return (
    <>
      <ListScreen
        title={t(m.title)}
        addLabel={t(m.add)}
        onAdd={() => setAdding(true)}
        intro={t(m.intro)}
        list={{ loading: domains.loading, error: domains.error, empty: domains.data.length === 0 }}
        loadFailed={t(m.loadFailed)}
        emptyTitle={t(m.emptyTitle)}
        emptyText={t(m.emptyText)}
      >
        <DomainTable domains={domains.data} onConfigure={setConfiguring} onDelete={onDelete} />
      </ListScreen>
      <AddDomainModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(domain) => {
          setAdding(false);
          setAdded(domain);
          setConfiguring(domain.domain);
        }}
      />
      <ConfigureDomainModal
        domain={configured}
        onClose={() => {
          setConfiguring(null);
          setAdded(null);
        }}
      />
    </>
  );
}
