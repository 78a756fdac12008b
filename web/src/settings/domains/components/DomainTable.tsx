// The company's domains (presentational): the domain, its status (spec §4) and how many of its DNS records the
// last check found, with configure and delete. A card per domain on a phone (ScreenTable).
import { Button } from "antd";
import { useIntl } from "react-intl";
import { EditDeleteCell, ScreenTable } from "../../../ui/screen/ScreenTable";
import { domainMessages as m } from "../messages";
import type { CustomDomainDoc } from "../repository";
import { DomainStatusTag } from "./DomainStatusTag";

export interface DomainTableProps {
  domains: readonly CustomDomainDoc[];
  onConfigure: (domain: string) => void;
  onDelete: (domain: string) => void;
}

export function DomainTable({ domains, onConfigure, onDelete }: DomainTableProps) {
  const t = useIntl().formatMessage;
  const labels = { status: t(m.status), records: t(m.records) };
  return (
    <ScreenTable label={t(m.listLabel)} columns={[t(m.domain), labels.status, labels.records]} actionsLabel={t(m.actions)}>
      {domains.map((d) => {
        const wanted = d.records.filter((r) => r.action === "add");
        const found = wanted.filter((r) => r.found === true).length;
        return (
          <tr key={d.id} data-domain={d.domain}>
            <th scope="row">
              <Button type="link" className="screen-row-name" onClick={() => onConfigure(d.domain)}>
                {d.domain}
              </Button>
            </th>
            <td data-label={labels.status}>
              <DomainStatusTag status={d.status} />
            </td>
            <td data-label={labels.records}>{wanted.length === 0 ? t(m.noRecords) : t(m.recordsCount, { found, count: wanted.length })}</td>
            <EditDeleteCell
              editLabel={t(m.configureDomain, { domain: d.domain })}
              deleteLabel={t(m.deleteDomain, { domain: d.domain })}
              onEdit={() => onConfigure(d.domain)}
              onDelete={() => onDelete(d.domain)}
            />
          </tr>
        );
      })}
    </ScreenTable>
  );
}
