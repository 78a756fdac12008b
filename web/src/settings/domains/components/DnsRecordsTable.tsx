// The DNS records the owner creates (or removes) at their provider: type, host and value, each copyable, and
// whether the last check found it in the DNS. A card per record on a phone (domains.css).
import { CopyOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import { useIntl } from "react-intl";
import type { DomainDnsRecord } from "@comanda/shared";
import { useCopyToClipboard } from "../../../ui/screen";
import { domainMessages as m } from "../messages";
import "../domains.css";

function FoundTag({ record }: { record: DomainDnsRecord }) {
  const t = useIntl().formatMessage;
  if (record.found === null) return <Tag>{t(m.recordUnchecked)}</Tag>;
  if (record.action === "remove") return record.found ? <Tag color="green">{t(m.recordRemoved)}</Tag> : <Tag color="red">{t(m.recordStillThere)}</Tag>;
  return record.found ? <Tag color="green">{t(m.recordFound)}</Tag> : <Tag color="orange">{t(m.recordMissing)}</Tag>;
}

export function DnsRecordsTable({ records }: { records: readonly DomainDnsRecord[] }) {
  const t = useIntl().formatMessage;
  const copy = useCopyToClipboard({ copied: m.copied, failed: m.copyFailed });
  const labels = { type: t(m.type), host: t(m.host), value: t(m.value), found: t(m.found) };
  const cell = (label: string, text: string) => (
    <td data-label={label}>
      <span className="domain-record-copy">
        <span className="domain-record-value">{text}</span>
        <Button type="text" size="small" icon={<CopyOutlined />} aria-label={t(m.copy, { what: `${label} ${text}` })} title={t(m.copy, { what: label })} onClick={() => copy(text)} />
      </span>
    </td>
  );
  return (
    <table className="domain-records" aria-label={t(m.records)}>
      <thead>
        <tr>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.host}</th>
          <th scope="col">{labels.value}</th>
          <th scope="col">{labels.found}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.action} ${record.type} ${record.host} ${record.value}`} data-type={record.type}>
            <td data-label={labels.type}>
              <strong>{record.type}</strong>
              {record.action === "remove" && <div>{t(m.removeRecord)}</div>}
            </td>
            {cell(labels.host, record.host)}
            {cell(labels.value, record.value)}
            <td data-label={labels.found} data-testid="record-found">
              <FoundTag record={record} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
