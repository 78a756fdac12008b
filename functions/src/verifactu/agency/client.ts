// The client of the agency's VeriFactu SOAP service: one HTTPS POST per call over mutual TLS with the company's
// certificate. Every outcome is a value: the agency's answer, or a typed failure that says whether the agency may
// have stored the records anyway (then the sender asks with query() before sending again: resending blindly
// after a lost answer gets "3000 Registro de facturación duplicado").
import https from "node:https";
import { isServerFault, readConsultaAnswer, readRegFactuAnswer, type ReadAnswer } from "./answers";
import { readPkcs12, type CertificateErrorCode, type CertificateSummary } from "./certificate";
import { buildConsultaEnvelope, buildRegFactuEnvelope } from "./messages";
import { MAX_RECORDS_PER_SUBMISSION } from "./namespaces";
import type { ConsultaFactuSistemaFacturacion, RegFactuSistemaFacturacion, RespuestaConsultaFactuSistemaFacturacion, RespuestaRegFactuSistemaFacturacion, SoapFault } from "./types";

export interface AgencyClientOptions {
  /** AGENCY_TEST_ENDPOINT, AGENCY_PRODUCTION_ENDPOINT, or the stand-in's address. */
  endpoint: string;
  /** The company's certificate as uploaded: a PKCS#12 file … */
  pfx: Uint8Array;
  /** … and its password. */
  passphrase: string;
  /** The whole call's limit, connection to last byte (default 120 s: a batch of 1,000 records takes the agency a while). */
  timeoutMs?: number;
  /** CAs to trust for the server besides the system's: the stand-in's self-made CA. Production leaves it out. */
  ca?: string | string[];
  /** The largest answer read (default 64 MB: a query page holds up to 10,000 records). */
  maxAnswerBytes?: number;
  /**
   * The newest TLS version offered (default TLSv1.2). Under TLS 1.3 a server checks the client certificate after
   * the client has finished its handshake, so a refused certificate shows as a bare connection reset, which could
   * also be a lost answer; under TLS 1.2 it fails the handshake itself and is reported as "tls".
   */
  tlsMaxVersion?: "TLSv1.2" | "TLSv1.3";
}

export type AgencyFailureKind =
  /** No answer within timeoutMs. */
  | "timeout"
  /** The agency failed: HTTP 5xx, a SOAP Fault of faultcode Server, or an answer that could not be read. Send again later. */
  | "server-error"
  /** The whole message was refused (a SOAP Fault of faultcode Client, e.g. 4102 not valid against the schema, or an HTTP 4xx): nothing was stored; fix it before sending again. */
  | "batch-rejected"
  /** The certificate was refused: in the TLS handshake, by HTTP 401/403, or by the agency (401 @firma, 4112 holder not entitled). The owner must act. */
  | "tls"
  /** The connection failed or broke (refused, DNS, reset). */
  | "network";

export interface AgencyFailure {
  kind: AgencyFailureKind;
  /**
   * Whether the agency may have stored the records although no answer said so: the request reached it and no
   * answer came back, or a failure came from its side. Then query() before sending the same records again.
   */
  maybeStored: boolean;
  message: string;
  /** HTTP status, when an answer came. */
  status?: number;
  fault?: SoapFault;
  /** Node's error code (ECONNRESET, ERR_SSL_…), for a transport failure. */
  code?: string;
}

export type SubmitResult = { ok: true; answer: RespuestaRegFactuSistemaFacturacion; raw: string } | { ok: false; failure: AgencyFailure };
export type QueryResult = { ok: true; answer: RespuestaConsultaFactuSistemaFacturacion; raw: string } | { ok: false; failure: AgencyFailure };

export interface AgencyClient {
  /** The certificate the client presents (holder, tax id, expiry). */
  readonly certificate: CertificateSummary;
  /** Sends 1 to 1,000 records (RegFactuSistemaFacturacion). */
  submit(input: RegFactuSistemaFacturacion): Promise<SubmitResult>;
  /** Asks what the agency holds (ConsultaFactuSistemaFacturacion). */
  query(input: ConsultaFactuSistemaFacturacion): Promise<QueryResult>;
  /** Closes the kept-alive connections. */
  close(): void;
}

export type CreateAgencyClientResult = { ok: true; client: AgencyClient } | { ok: false; code: CertificateErrorCode; reason: string };

/** Fault codes with which the agency refuses the certificate rather than the message. */
const CERTIFICATE_FAULT_CODES = new Set([401, 4112]);

/** Transport error codes that mean the TLS handshake (the certificate, ours or the server's) failed. */
const TLS_CODES = new Set([
  "EPROTO",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "CERT_SIGNATURE_FAILURE",
  "CERT_UNTRUSTED",
  "CERT_REJECTED",
  "HOSTNAME_MISMATCH",
]);

/** Errors that mean the request never reached the server. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"]);

function isTlsError(code: string | undefined, message: string): boolean {
  if (code && (TLS_CODES.has(code) || code.startsWith("ERR_SSL_") || code.startsWith("ERR_TLS_"))) return true;
  // A server that refuses the certificate may close the connection after its alert; Node then reports the handshake cut short.
  return /SSL alert|alert (certificate|bad certificate|unknown ca|handshake)|before secure TLS connection was established/i.test(message);
}

interface Exchange {
  status?: number;
  body?: string;
  error?: { code?: string; message: string; timedOut: boolean; requestWritten: boolean };
}

/** The failure a transport error stands for. */
function transportFailure(error: NonNullable<Exchange["error"]>): AgencyFailure {
  const { code, message, timedOut, requestWritten } = error;
  const base = { message, ...(code ? { code } : {}) };
  if (timedOut) return { kind: "timeout", maybeStored: requestWritten, ...base };
  if (isTlsError(code, message)) return { kind: "tls", maybeStored: false, ...base };
  if (code && NOT_SENT_CODES.has(code)) return { kind: "network", maybeStored: false, ...base };
  return { kind: "network", maybeStored: requestWritten, ...base };
}

/** Turns an HTTP exchange into the answer or a typed failure. */
export function classify<T>(status: number, body: string, read: (xml: string) => ReadAnswer<T>): { ok: true; answer: T } | { ok: false; failure: AgencyFailure } {
  const read1 = body.trim() === "" ? ({ kind: "unreadable", reason: "An empty body" } as const) : read(body);
  if (read1.kind === "fault") {
    const fault = read1.fault;
    const message = `${fault.faultcode}: ${fault.faultstring}`;
    if (isServerFault(fault)) return { ok: false, failure: { kind: "server-error", maybeStored: true, status, fault, message } };
    if (fault.codigo !== undefined && CERTIFICATE_FAULT_CODES.has(fault.codigo)) return { ok: false, failure: { kind: "tls", maybeStored: false, status, fault, message } };
    return { ok: false, failure: { kind: "batch-rejected", maybeStored: false, status, fault, message } };
  }
  if (status === 401 || status === 403) return { ok: false, failure: { kind: "tls", maybeStored: false, status, message: `HTTP ${status}: the certificate was refused` } };
  if (status >= 500) return { ok: false, failure: { kind: "server-error", maybeStored: true, status, message: `HTTP ${status}` } };
  if (status >= 400) return { ok: false, failure: { kind: "batch-rejected", maybeStored: false, status, message: `HTTP ${status}` } };
  if (read1.kind === "unreadable") return { ok: false, failure: { kind: "server-error", maybeStored: true, status, message: `An answer that could not be read: ${read1.reason}` } };
  return { ok: true, answer: read1.answer };
}

/** Reads the company's certificate and makes a client for `endpoint`. A bad file or password answers its code. */
export function createAgencyClient(options: AgencyClientOptions): CreateAgencyClientResult {
  const certificate = readPkcs12(options.pfx, options.passphrase);
  if (!certificate.ok) return certificate;
  const { keyPem, certPem, summary } = certificate.certificate;
  const url = new URL(options.endpoint);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? 64 * 1024 * 1024;
  // The key and chain go to TLS as PEM (see certificate.ts); `ca` adds to the system's CAs only when given.
  const agent = new https.Agent({
    key: keyPem,
    cert: certPem,
    ...(options.ca ? { ca: options.ca } : {}),
    maxVersion: options.tlsMaxVersion ?? "TLSv1.2",
    keepAlive: true,
    maxSockets: 1,
  });

  function post(xml: string): Promise<Exchange> {
    return new Promise((resolve) => {
      let settled = false;
      let timedOut = false;
      let requestWritten = false;
      const finish = (exchange: Exchange) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(exchange);
      };
      const payload = Buffer.from(xml, "utf8");
      const req = https.request({
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: "POST",
        agent,
        headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""', "Content-Length": payload.length },
      });
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error(`No answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on("finish", () => {
        requestWritten = true;
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        finish({ error: { ...(error.code ? { code: error.code } : {}), message: error.message, timedOut, requestWritten } });
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes) {
            req.destroy(new Error(`An answer over ${maxAnswerBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error: NodeJS.ErrnoException) => {
          finish({ error: { ...(error.code ? { code: error.code } : {}), message: error.message, timedOut, requestWritten: true } });
        });
      });
      req.end(payload);
    });
  }

  async function call<T>(xml: string, read: (body: string) => ReadAnswer<T>): Promise<{ ok: true; answer: T; raw: string } | { ok: false; failure: AgencyFailure }> {
    const exchange = await post(xml);
    if (exchange.error) return { ok: false, failure: transportFailure(exchange.error) };
    const body = exchange.body ?? "";
    const result = classify(exchange.status ?? 0, body, read);
    return result.ok ? { ok: true, answer: result.answer, raw: body } : result;
  }

  const client: AgencyClient = {
    certificate: summary,
    async submit(input) {
      const count = input.RegistroFactura.length;
      if (count === 0 || count > MAX_RECORDS_PER_SUBMISSION) {
        return { ok: false, failure: { kind: "batch-rejected", maybeStored: false, message: `A submission carries 1 to ${MAX_RECORDS_PER_SUBMISSION} records, not ${count}` } };
      }
      return call(buildRegFactuEnvelope(input), readRegFactuAnswer);
    },
    async query(input) {
      return call(buildConsultaEnvelope(input), readConsultaAnswer);
    },
    close() {
      agent.destroy();
    },
  };
  return { ok: true, client };
}
