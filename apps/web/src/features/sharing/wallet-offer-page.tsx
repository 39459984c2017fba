import { paths, type CredentialOffer } from '@credence/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessageKey } from '#web/lib/api-client-error';
import { useCreateOffer } from './oid4vc-api';
import './oid4vc.css';

/** The offer's QR code as an SVG data URL (the `qrcode` library, no network). */
function useQrCode(text: string | undefined) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!text) return;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((made) => {
      if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

function Offer({ offer, onRenew }: { offer: CredentialOffer; onRenew: () => void }) {
  const { t } = useTranslation();
  const qr = useQrCode(offer.offer_uri);
  const [copied, setCopied] = useState(false);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const left = new Date(offer.expires_at).getTime() - Date.now();
    const timer = setTimeout(() => setExpired(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [offer.expires_at]);
  const time = new Date(offer.expires_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (expired)
    return (
      <section className="share-section">
        <p role="status">{t('oid4vci.offer.expired')}</p>
        <button type="button" className="button button--primary" onClick={onRenew}>
          {t('oid4vci.offer.new')}
        </button>
      </section>
    );
  return (
    <section className="share-section wallet-offer">
      <p>{t('oid4vci.offer.intro')}</p>
      {qr && (
        <img
          className="wallet-offer__qr"
          src={qr}
          alt={t('oid4vci.offer.qr', { name: offer.credential.name })}
        />
      )}
      <p className="share-note">{t('oid4vci.offer.expires', { time })}</p>
      <div className="share-actions">
        <a className="button button--primary" href={offer.offer_uri}>
          {t('oid4vci.offer.link')}
        </a>
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(offer.offer_uri).then(() => setCopied(true))}
        >
          {t('oid4vci.offer.copy')}
        </button>
      </div>
      {copied && <p role="status">{t('oid4vci.offer.copied')}</p>}
    </section>
  );
}

/** /wallet-offer/:credentialId: a single-use OpenID4VCI offer of one credential, as a QR code and a link. */
export function WalletOfferPage() {
  const { t } = useTranslation();
  const { credentialId = '' } = useParams();
  const create = useCreateOffer();
  const { mutate } = create;
  useEffect(() => {
    if (credentialId) mutate(credentialId);
  }, [credentialId, mutate]);
  const offer = create.data;
  return (
    <div className="sharing">
      <h1>{t('oid4vci.offer.title', { name: offer?.credential.name ?? '' })}</h1>
      {create.isError && <p role="alert">{t(errorMessageKey(create.error))}</p>}
      {create.isPending && <p aria-busy="true">{t('oid4vci.offer.starting')}</p>}
      {offer && <Offer key={offer.offer_uri} offer={offer} onRenew={() => mutate(credentialId)} />}
      <p>
        <Link to={paths.credentials()}>{t('oid4vci.offer.back')}</Link>
      </p>
    </div>
  );
}
